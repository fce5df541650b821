import OutputsPage from './list';

/** /outputs/agent/{agentType}: the outputs list of one agent. */
export default function AgentOutputsPage() {
  return <OutputsPage preset="agent" />;
}
