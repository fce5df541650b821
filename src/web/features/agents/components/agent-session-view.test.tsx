// @vitest-environment happy-dom
import { configure, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AgentRun, SessionDetail } from '@/shared/agent-runs';
import { queryKeys } from '@/web/lib/query-keys';
import { renderApp } from '@/web/testing/render';
import { useAgentRun } from '../hooks/use-agent-run';
import { AgentSessionView, SessionOutput } from './agent-session-view';

configure({ asyncUtilTimeout: 5000 });

const NOW = new Date().toISOString();
const SESSION_ID = '55555555-5555-4555-8555-555555555555';

const failedRun: AgentRun = {
  id: 'run-1',
  session_id: SESSION_ID,
  status: 'failed',
  tool: 'swot',
  input: {},
  error: 'The model did not answer in time',
  engine: 'offline',
  model: null,
  output_id: null,
  created_at: NOW,
  started_at: NOW,
  finished_at: NOW,
  heartbeat_at: NOW,
};

const detail: SessionDetail = {
  session: {
    id: SESSION_ID,
    agent_type: 'strategy',
    title: 'Test session',
    mode: null,
    status: 'idle',
    campaign_id: null,
    client_id: null,
    campaign_name: null,
    created_by: 'u-1',
    created_at: NOW,
    updated_at: NOW,
    output_count: 0,
    last_run_status: 'failed',
  },
  messages: [
    { id: 'm-1', role: 'user', content: 'What first?', created_at: NOW },
    { id: 'm-2', role: 'assistant', content: 'Run **SWOT Analysis** first.', created_at: NOW },
  ] as SessionDetail['messages'],
  runs: [failedRun],
  outputs: [],
  context_outputs: [],
};

function Harness() {
  const { sessionId = '' } = useParams();
  const run = useAgentRun(sessionId);
  return (
    <AgentSessionView
      run={run}
      notFound={{ title: 'Session not found', backTo: '/x', backLabel: 'Back' }}
      back={{ to: '/x', label: '← Agent' }}
      fallbackTitle="Session"
      runTitle={() => 'Working'}
      failure={{ title: 'The analysis failed' }}
      renderOutput={(output) => (
        <SessionOutput key={output.id} output={output}>
          {output.title}
        </SessionOutput>
      )}
      empty={{ writer: 'Nothing yet. Run one below.', reader: 'Nothing yet.' }}
      actions={<button type="button">Run the next one</button>}
      agentName="Test Agent"
    />
  );
}

function renderAs(role: string) {
  const me = {
    user: { id: 'u-1', email: 'm@example.com', name: 'Mia', isPlatformAdmin: false },
    organization: { id: 'org-1', name: 'Northwind', type: 'SME', slug: 'northwind' },
    roles: [{ role_name: role, client_id: null }],
    needsOnboarding: false,
  };
  return renderApp(<Harness />, {
    at: `/session/${SESSION_ID}`,
    path: '/session/:sessionId',
    api: { '/me': { data: me }, [`/agent-sessions/${SESSION_ID}`]: { data: detail } },
  }).queryClient;
}

describe('AgentSessionView', () => {
  it('shows a writer the failure with Retry, the inputs and the message box', async () => {
    renderAs('marketing_manager');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The analysis failed')).toBeTruthy();
    expect(within(alert).getByText('The model did not answer in time')).toBeTruthy();
    expect(await within(alert).findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run the next one' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('shows a viewer the failure and the conversation without Retry or Send', async () => {
    const client = renderAs('viewer');
    // Write controls stay hidden while the role loads: assert only once it is known.
    await waitFor(() => expect(client.getQueryState(queryKeys.me)?.status).toBe('success'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The model did not answer in time')).toBeTruthy();
    expect(await screen.findByText('Conversation with the Test Agent')).toBeTruthy();
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it("renders the agent's Markdown in the conversation without its asterisks", async () => {
    renderAs('viewer');
    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    expect(within(conversation).getByText('SWOT Analysis').tagName).toBe('STRONG');
    expect(conversation.textContent).not.toContain('**');
  });
});
