// @vitest-environment happy-dom
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AgentOutput, AgentRun, SessionDetail, SwotContent } from '@/shared/agent-runs';
import { json as jsonResponse, renderApp } from '@/web/testing/render';
import StrategySessionPage from './session';

// The machine running the suite may be busy: give streamed updates time to arrive.
configure({ asyncUtilTimeout: 5000 });

const NOW = new Date().toISOString();
/** `{ data }`, or an error body as it is. */
const json = (data: unknown, status = 200) => jsonResponse(status < 400 ? { data } : data, status);

function makeDetail(sessionId: string, overrides: Partial<SessionDetail> = {}): SessionDetail {
  return {
    session: {
      id: sessionId,
      agent_type: 'strategy',
      title: 'SWOT Analysis',
      mode: null,
      status: 'idle',
      campaign_id: null,
      client_id: null,
      campaign_name: null,
      created_by: 'u-1',
      created_at: NOW,
      updated_at: NOW,
      output_count: 0,
      last_run_status: null,
    },
    messages: [],
    runs: [],
    outputs: [],
    context_outputs: [],
    ...overrides,
  };
}

function makeRun(sessionId: string, overrides: Partial<AgentRun> = {}): AgentRun {
  return {
    id: 'run-1',
    session_id: sessionId,
    status: 'succeeded',
    tool: 'swot',
    input: {},
    error: null,
    engine: 'offline',
    model: null,
    output_id: 'out-1',
    created_at: NOW,
    started_at: NOW,
    finished_at: NOW,
    heartbeat_at: NOW,
    ...overrides,
  };
}

const swot: SwotContent = {
  summary: 'Northwind leads on freshness.',
  recommendations: [{ title: 'Relaunch subscriptions', detail: 'Skip or swap.', priority: 'high' }],
  sources: [],
  assumptions: [],
  strengths: [{ point: 'Roast-to-door in 48 hours', evidence: 'Business context' }],
  weaknesses: [{ point: 'One marketer', evidence: 'Team size' }],
  opportunities: [{ point: 'Café partners', evidence: 'Wholesale' }],
  threats: [{ point: 'Supermarket brands', evidence: 'Price' }],
};

function makeOutput(sessionId: string): AgentOutput {
  return {
    id: 'out-1',
    org_id: 'org-1',
    agent_type: 'strategy',
    output_type: 'swot',
    title: 'SWOT Analysis: Northwind Roasters',
    summary: swot.summary,
    content: swot,
    engine: 'offline',
    model: null,
    saved: true,
    session_id: sessionId,
    campaign_id: null,
    campaign_name: null,
    client_id: null,
    created_by: 'u-1',
    created_at: NOW,
    updated_at: NOW,
    stale: false,
  };
}

/** A UI message stream the test writes to chunk by chunk. */
function controllableStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (chunk: unknown) =>
      controller.enqueue(encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`)),
    close: () => {
      controller.enqueue(encoder.encode('data: [DONE]\n\n'));
      controller.close();
    },
  };
}

function renderSession(
  sessionId: string,
  fetchImpl: (url: string, init?: RequestInit) => Promise<Response>,
) {
  // A marketing manager: a role that runs agents (a viewer would see no Run, Cancel or Retry).
  const me = {
    user: { id: 'u-1', email: 'm@example.com', name: 'Mia', isPlatformAdmin: false },
    organization: { id: 'org-1', name: 'Northwind', type: 'SME', slug: 'northwind' },
    roles: [{ role_name: 'marketing_manager', client_id: null }],
    needsOnboarding: false,
  };
  const { fetch, user } = renderApp(<StrategySessionPage />, {
    at: { pathname: `/strategy/session/${sessionId}`, state: { pendingRun: { tool: 'swot' } } },
    path: '/strategy/session/:sessionId',
    api: { '/me': { data: me } },
    fallback: ({ url, init }) => fetchImpl(url.pathname + url.search, init),
  });
  return { fetchMock: fetch, user };
}

describe('strategy session page', () => {
  it('streams the steps and narration, then shows the saved output and reports progress', async () => {
    const sessionId = '11111111-1111-4111-8111-111111111111';
    const stream = controllableStream();
    let finished = false;
    const progress: unknown[] = [];
    const onProgress = (e: Event) => progress.push((e as CustomEvent).detail);
    window.addEventListener('stratagent:progress', onProgress);
    renderSession(sessionId, async (url, init) => {
      if (url.endsWith('/runs') && init?.method === 'POST') return stream.response;
      if (url.endsWith(`/agent-sessions/${sessionId}`)) {
        return json(
          finished
            ? makeDetail(sessionId, {
                runs: [makeRun(sessionId)],
                outputs: [makeOutput(sessionId)],
              })
            : makeDetail(sessionId),
        );
      }
      return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    });

    stream.send({ type: 'start' });
    stream.send({
      type: 'data-run',
      data: {
        run_id: 'run-1',
        session_id: sessionId,
        tool: 'swot',
        engine: 'offline',
        model: null,
      },
    });
    stream.send({
      type: 'data-progress',
      data: { run_id: 'run-1', step: 1, total: 3, label: 'Reading your business context' },
    });
    stream.send({
      type: 'data-progress',
      data: { run_id: 'run-1', step: 2, total: 3, label: 'Weighing strengths and weaknesses' },
    });
    stream.send({ type: 'text-start', id: 't1' });
    stream.send({ type: 'text-delta', id: 't1', delta: 'Northwind Roasters sells ' });
    stream.send({ type: 'text-delta', id: 't1', delta: 'specialty coffee.' });

    const steps = await screen.findByRole('list', { name: 'Progress' });
    expect(await within(steps).findByText('Weighing strengths and weaknesses')).toBeTruthy();
    expect(within(steps).getByText('(done)')).toBeTruthy();
    expect(within(steps).getByText('(in progress)')).toBeTruthy();
    expect(within(steps).getByText('Step 3 of 3')).toBeTruthy();
    expect(screen.getByText('Northwind Roasters sells specialty coffee.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Offline draft/ })).toBeTruthy();

    finished = true;
    stream.send({
      type: 'data-output',
      data: {
        run_id: 'run-1',
        output_id: 'out-1',
        title: 'SWOT Analysis: Northwind Roasters',
        output_type: 'swot',
      },
    });
    stream.send({ type: 'finish' });
    stream.close();

    const article = await screen.findByRole('article', {
      name: 'SWOT Analysis: Northwind Roasters',
    });
    expect(within(article).getByRole('heading', { name: 'Strengths' })).toBeTruthy();
    expect(within(article).getByText('Roast-to-door in 48 hours')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(progress).toEqual([{ action: 'agent_used' }, { action: 'output_saved' }]);
    window.removeEventListener('stratagent:progress', onProgress);
  });

  it('shows a failed run with its error and retries it', async () => {
    const sessionId = '22222222-2222-4222-8222-222222222222';
    const failed = makeRun(sessionId, {
      status: 'failed',
      error: 'The model did not answer in time',
      output_id: null,
    });
    const stream = controllableStream();
    const { fetchMock, user } = renderSession(sessionId, async (url, init) => {
      if (url.endsWith('/runs') && init?.method === 'POST') return stream.response;
      if (url.endsWith('/runs/run-1/retry')) return controllableStream().response;
      if (url.endsWith(`/agent-sessions/${sessionId}`))
        return json(makeDetail(sessionId, { runs: [failed] }));
      return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    });
    stream.send({
      type: 'data-run',
      data: {
        run_id: 'run-1',
        session_id: sessionId,
        tool: 'swot',
        engine: 'offline',
        model: null,
      },
    });
    stream.send({ type: 'error', errorText: 'The model did not answer in time' });
    stream.close();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The analysis failed')).toBeTruthy();
    expect(within(alert).getByText('The model did not answer in time')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/v1/agent-sessions/${sessionId}/runs/run-1/retry`,
      expect.objectContaining({ method: 'POST' }),
    );
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('cancels a run in progress', async () => {
    const sessionId = '44444444-4444-4444-8444-444444444444';
    const stream = controllableStream();
    let cancelled = false;
    const { fetchMock, user } = renderSession(sessionId, async (url, init) => {
      if (url.endsWith('/runs') && init?.method === 'POST') return stream.response;
      if (url.endsWith('/runs/run-1/cancel')) {
        cancelled = true;
        return json(
          makeRun(sessionId, {
            status: 'cancelled',
            error: 'The run was cancelled',
            output_id: null,
          }),
        );
      }
      if (url.endsWith(`/agent-sessions/${sessionId}`)) {
        const run = makeRun(
          sessionId,
          cancelled
            ? { status: 'cancelled', error: 'The run was cancelled', output_id: null }
            : { status: 'running', output_id: null },
        );
        return json(makeDetail(sessionId, { runs: [run] }));
      }
      return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    });
    stream.send({
      type: 'data-run',
      data: {
        run_id: 'run-1',
        session_id: sessionId,
        tool: 'swot',
        engine: 'offline',
        model: null,
      },
    });
    stream.send({
      type: 'data-progress',
      data: { run_id: 'run-1', step: 1, total: 4, label: 'Reading your business context' },
    });

    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/v1/agent-sessions/${sessionId}/runs/run-1/cancel`,
      expect.objectContaining({ method: 'POST' }),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The run was cancelled')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('says so when the session does not exist or belongs to another organization', async () => {
    renderSession('33333333-3333-4333-8333-333333333333', async () =>
      json({ error: { code: 'not_found', message: 'Session not found' } }, 404),
    );
    expect(await screen.findByRole('heading', { name: 'Session not found' })).toBeTruthy();
  });
});
