// @vitest-environment happy-dom
/**
 * The agents' own pages inside a client's workspace work for that client (issue 26): the
 * persona library lists the client's personas and its "New persona" stays in the workspace,
 * a new persona session is the client's, Performance Intelligence reads the client's
 * campaigns only, and Content shows the client's brand voice.
 */
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/web/app/shell/shell-test-utils';
import { makeMe, makeMetrics } from '@/web/testing/factories';
import { buildClient } from '@/web/features/clients/testing/client-factory';
import ContentHomePage from '../content/index';
import PerformanceHomePage from '../performance-intelligence/index';
import PersonaLibraryPage from '../persona/index';
import NewPersonaPage from '../persona/new';
import ClientWorkspace from './workspace';

const CLIENT = buildClient({ name: 'Fernleaf' });
const BASE = `/clients/${CLIENT.id}`;
const SESSION = '5e1f0000-0000-4000-8000-0000000000aa';

function renderWorkspace(route: string) {
  return renderInApp(
    <Routes>
      <Route path="/persona/new" element={<h1>The agency&apos;s own persona form</h1>} />
      <Route path="/clients/:clientId" element={<ClientWorkspace />}>
        <Route path="agents/persona" element={<PersonaLibraryPage />} />
        <Route path="agents/persona/new" element={<NewPersonaPage />} />
        <Route path="agents/persona/session/:sessionId" element={<p>Persona session</p>} />
        <Route path="agents/performance-intelligence" element={<PerformanceHomePage />} />
        <Route path="agents/content" element={<ContentHomePage />} />
      </Route>
    </Routes>,
    {
      route,
      api: {
        me: makeMe({ type: 'AGENCY' }),
        metrics: makeMetrics({ organization_type: 'AGENCY', campaign_count: 2, document_count: 1 }),
        routes: {
          [BASE]: { data: CLIENT },
          '/outputs': { data: [] },
          '/campaigns': { data: [] },
          '/agent-sessions': { data: { id: SESSION } },
        },
      },
    },
  );
}

describe("a client's workspace pages", () => {
  it("lists the client's personas and keeps New persona in the workspace", async () => {
    const { calls, user } = renderWorkspace(`${BASE}/agents/persona`);
    const link = await screen.findByRole('link', { name: 'New persona' });
    expect(link.getAttribute('href')).toBe(`${BASE}/agents/persona/new`);
    await waitFor(() =>
      expect(
        calls.some((c) => c.startsWith('/outputs?') && c.includes(`client_id=${CLIENT.id}`)),
      ).toBe(true),
    );
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'New persona' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`${BASE}/agents/persona/new`);
  });

  it('files new personas under the client and opens their session in the workspace', async () => {
    const { fetch, calls, user } = renderWorkspace(`${BASE}/agents/persona/new`);
    await waitFor(() =>
      expect(
        calls.some((c) => c.startsWith('/campaigns?') && c.includes(`client_id=${CLIENT.id}`)),
      ).toBe(true),
    );
    await user.click(await screen.findByRole('button', { name: /Generate personas/ }));
    expect(await screen.findByText('Persona session')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(
      `${BASE}/agents/persona/session/${SESSION}`,
    );
    // The stub's signature names only the URL; the client passes the request's init as well.
    const requests = fetch.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][];
    const post = requests.find(([url]) => String(url).endsWith('/agent-sessions'));
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      agent_type: 'persona',
      client_id: CLIENT.id,
    });
  });

  it("asks Performance Intelligence for the client's campaigns only", async () => {
    const { calls } = renderWorkspace(`${BASE}/agents/performance-intelligence`);
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.startsWith('/performance-intelligence/overview?') &&
            c.includes(`client_id=${CLIENT.id}`),
        ),
      ).toBe(true),
    );
  });

  it("shows the client's brand voice on the Content page, not the agency's", async () => {
    const { calls } = renderWorkspace(`${BASE}/agents/content`);
    await waitFor(() => expect(calls).toContain(`/content/brand-voice?client_id=${CLIENT.id}`));
    expect(calls).not.toContain('/content/brand-voice');
  });
});
