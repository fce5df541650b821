// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCreateSession } from '@/web/features/agents/api/create-session';
import { json, renderApp } from '@/web/testing/render';
import { ActiveClientProvider, scopePath, usableForClient, useActiveClient } from './active-client';

const C = '5f0c1d2e-3b4a-4c5d-8e6f-000000000001';
const D = '5f0c1d2e-3b4a-4c5d-8e6f-000000000002';

describe('usableForClient', () => {
  it("offers a client's work its own and unfiled material, never another client's", () => {
    expect(usableForClient('a', 'a')).toBe(true);
    expect(usableForClient('a', null)).toBe(true);
    expect(usableForClient('a', 'b')).toBe(false);
    // Outside a client, everything the member may read.
    expect(usableForClient(undefined, 'b')).toBe(true);
  });
});

describe('scopePath', () => {
  it("maps the agents' and campaigns' own paths into the workspace", () => {
    expect(scopePath('/strategy/session/s1', C)).toBe(`/clients/${C}/agents/strategy/session/s1`);
    expect(scopePath('/strategy/campaign/k1/session/s1', C)).toBe(
      `/clients/${C}/agents/strategy/session/s1`,
    );
    expect(scopePath('/content/tool/blog-post?campaign_id=k', C)).toBe(
      `/clients/${C}/agents/content/tool/blog-post?campaign_id=k`,
    );
    expect(scopePath('/marketing-strategy/guided/session/s2', C)).toBe(
      `/clients/${C}/agents/marketing-strategy/guided/session/s2`,
    );
    expect(scopePath('/persona/interview/p1/session/s3', C)).toBe(
      `/clients/${C}/agents/persona/interview/p1/session/s3`,
    );
    expect(scopePath('/persona/new?campaign=k1', C)).toBe(
      `/clients/${C}/agents/persona/new?campaign=k1`,
    );
    expect(scopePath('/performance-intelligence/dashboard', C)).toBe(
      `/clients/${C}/agents/performance-intelligence/dashboard`,
    );
    expect(scopePath('/performance-intelligence/tool/budget_pacing?campaign=k1', C)).toBe(
      `/clients/${C}/agents/performance-intelligence/tool/budget_pacing?campaign=k1`,
    );
    expect(scopePath('/campaigns/new', C)).toBe(`/clients/${C}/campaigns/new`);
    expect(scopePath('/campaigns/k1', C)).toBe(`/clients/${C}/campaigns/k1`);
  });

  it('leaves pages the workspace does not host as they are', () => {
    for (const path of [
      '/strategy/history',
      '/content/library',
      '/campaigns/k1/edit',
      '/outputs/o1',
    ])
      expect(scopePath(path, C)).toBe(path);
  });
});

function Probe() {
  const { clientId, inWorkspace } = useActiveClient();
  const create = useCreateSession();
  return (
    <>
      <output data-testid="client">{`${clientId ?? 'none'} ${inWorkspace}`}</output>
      <button onClick={() => create.mutate({ agent_type: 'strategy', title: 'SWOT' })}>
        Start
      </button>
    </>
  );
}

function renderAt(route: string, workspace?: string) {
  const bodies: unknown[] = [];
  renderApp(
    workspace ? (
      <ActiveClientProvider clientId={workspace}>
        <Probe />
      </ActiveClientProvider>
    ) : (
      <Probe />
    ),
    {
      at: route,
      api: {},
      fallback: ({ body }) => {
        bodies.push(body);
        return json({ data: { id: 's1' } }, 201);
      },
    },
  );
  return bodies;
}

describe('the active client', () => {
  it('is the workspace client, and a new session is filed under it', async () => {
    const bodies = renderAt(`/strategy?client_id=${D}`, C);
    expect(screen.getByTestId('client').textContent).toBe(`${C} true`);
    screen.getByRole('button', { name: 'Start' }).click();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ agent_type: 'strategy', title: 'SWOT', client_id: C });
  });

  it('outside a workspace, comes from ?client_id=', async () => {
    const bodies = renderAt(`/strategy?client_id=${D}`);
    expect(screen.getByTestId('client').textContent).toBe(`${D} false`);
    screen.getByRole('button', { name: 'Start' }).click();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ client_id: D });
  });

  it('is none without either, and ignores a malformed client_id', async () => {
    const bodies = renderAt('/strategy?client_id=nope');
    expect(screen.getByTestId('client').textContent).toBe('none false');
    screen.getByRole('button', { name: 'Start' }).click();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ agent_type: 'strategy', title: 'SWOT' });
  });
});
