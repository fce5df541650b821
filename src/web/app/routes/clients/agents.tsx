import { Link } from 'react-router';
import { AGENTS } from '@/shared/agents';
import { AGENT_ICONS } from '@/web/app/shell/agent-icons';
import { useRunTime } from '@/web/lib/agents';
import { scopePath } from '@/web/lib/active-client';
import { useWorkspaceClient } from './workspace-context';
import { WORKSPACE_AGENTS } from './workspace-agents';

/** /clients/{id}/agents: the agents that work inside the client's workspace. */
export default function ClientAgentsPage() {
  const client = useWorkspaceClient();
  const runTime = useRunTime();
  const agents = AGENTS.filter((agent) => WORKSPACE_AGENTS.includes(agent.id));
  return (
    <div className="space-y-4">
      <title>{`${client.name} agents — Stratagent`}</title>
      <div>
        <h2 className="text-xl font-semibold">Agents</h2>
        <p className="text-sm text-muted-foreground">
          Work started here is saved to {client.name}: its sessions, outputs and campaigns.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {agents.map((agent) => {
          const Icon = AGENT_ICONS[agent.id];
          return (
            <li key={agent.id}>
              <Link
                to={scopePath(agent.path, client.id)}
                className="flex h-full flex-col gap-2 rounded-xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="flex items-center gap-2 font-semibold">
                  <Icon className="size-5 text-primary" aria-hidden="true" /> {agent.name}
                </span>
                <span className="text-sm text-muted-foreground">{agent.description}</span>
                <span className="mt-auto text-xs text-muted-foreground">
                  {runTime(`About ${agent.estimatedTime}`)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
