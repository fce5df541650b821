// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/shared/messages';
import { AppShell } from './app-shell';
import { renderInApp } from './shell-test-utils';
import { makeMe, makeMetrics } from '@/web/testing/factories';
import { apiError } from '@/web/testing/render';

vi.mock('@/web/lib/auth-client', () => ({
  authClient: {
    signOut: async () => ({
      data: null,
      error: { status: 503, statusText: 'Service Unavailable' },
    }),
  },
}));

const CAMPAIGN_ID = '6f1c2b7e-8a90-4d3c-b1e2-0a9b8c7d6e5f';
const page = <h1>Page content</h1>;

describe('AppShell', () => {
  it("shows a client's portal user their portal only: no workspace navigation, other pages lead back", async () => {
    const me = makeMe({ type: 'AGENCY' });
    me.roles = [{ role_name: 'client_viewer', client_id: CAMPAIGN_ID }];
    const { location } = renderInApp(<AppShell>{page}</AppShell>, {
      route: '/campaigns',
      api: { me },
    });
    await vi.waitFor(() => expect(location().textContent).toBe('/dashboard'));
    expect(screen.queryByRole('button', { name: 'Agents' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Page content' })).toBeTruthy();
  });

  it("asks the API only what a client's portal user may read (decision 059): no workspace figures", async () => {
    const me = makeMe({ type: 'AGENCY' });
    me.roles = [{ role_name: 'guest', client_id: CAMPAIGN_ID }];
    const { calls } = renderInApp(<AppShell>{page}</AppShell>, { api: { me } });
    // The white-label kit is asked for once the session is known, as the figures were.
    await vi.waitFor(() => expect(calls).toContain('/white-label'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The portal's own reads, the account's and the session: nothing of the workspace.
    const allowed = ['/me', '/white-label', '/progress', '/progress/check'];
    expect(calls.filter((call) => !allowed.includes(call))).toEqual([]);
  });

  it("never asks for a client on an SME's visit to a client's address (only agencies have clients)", async () => {
    const { calls } = renderInApp(<AppShell>{page}</AppShell>, {
      route: `/clients/${CAMPAIGN_ID}/campaigns`,
      api: { me: makeMe({ type: 'SME' }) },
    });
    await vi.waitFor(() => expect(calls).toContain('/me'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.startsWith('/clients'))).toEqual([]);
  });

  it("asks for the client of an agency's workspace, for its breadcrumb", async () => {
    const { calls } = renderInApp(<AppShell>{page}</AppShell>, {
      route: `/clients/${CAMPAIGN_ID}/campaigns`,
      api: { me: makeMe({ type: 'AGENCY' }) },
    });
    await vi.waitFor(() => expect(calls).toContain(`/clients/${CAMPAIGN_ID}`));
  });

  it('frames the page: skip link, main navigation and the page in <main id="main">', async () => {
    renderInApp(<AppShell>{page}</AppShell>);
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe(
      '#main',
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Dashboard', 'Campaigns', 'Outputs'])
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Agents' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search' }).textContent).toContain('Ctrl K');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('main');
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'Page content' }),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('groups the agents and shows locked ones disabled with what unlocks them', async () => {
    const { user } = renderInApp(<AppShell>{page}</AppShell>, {
      api: { metrics: makeMetrics({ campaign_count: 0 }) },
    });
    await user.click(screen.getByRole('button', { name: 'Agents' }));
    const menu = await screen.findByRole('menu');
    for (const group of ['Foundation', 'Planning & Creation', 'Intelligence'])
      expect(within(menu).getByRole('group', { name: group })).toBeTruthy();
    const foundation = within(menu).getByRole('group', { name: 'Foundation' });
    expect(
      within(foundation)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([
      expect.stringContaining('Quick Start'),
      expect.stringContaining('Strategy Agent'),
      expect.stringContaining('Persona Agent'),
      expect.stringContaining('Marketing Strategy Agent'),
    ]);
    const persona = within(menu).getByRole('menuitem', { name: /Persona Agent/ });
    expect(persona.getAttribute('aria-disabled')).toBe('true');
    expect(persona.textContent).toContain('Create your first campaign');
    expect(
      within(menu)
        .getByRole('menuitem', { name: /^Strategy Agent/ })
        .getAttribute('aria-disabled'),
    ).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: /Client Success/ })).toBeNull();
    // The workspace's sections beside the agents, reachable from the header.
    const workspace = within(menu).getByRole('group', { name: 'Workspace' });
    expect(
      within(workspace)
        .getAllByRole('menuitem')
        .map((i) => [i.textContent, i.getAttribute('href')]),
    ).toEqual([
      ['Analytics', '/analytics'],
      ['Documents', '/documents'],
      ['Workflows', '/workflow'],
    ]);
  });

  it('shows agencies their own items: Data Protected, Client Success and, once unlocked, White Label', async () => {
    const { user } = renderInApp(<AppShell>{page}</AppShell>, {
      api: {
        me: makeMe({ type: 'AGENCY' }),
        metrics: makeMetrics({ organization_type: 'AGENCY', client_count: 3 }),
      },
    });
    expect(await screen.findByText('Data Protected')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'White Label' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Agents' }));
    const intelligence = within(await screen.findByRole('menu')).getByRole('group', {
      name: 'Intelligence',
    });
    expect(
      within(intelligence).getByRole('menuitem', { name: /Client Success Agent/ }),
    ).toBeTruthy();
  });

  it('keeps agency items from an SME', async () => {
    renderInApp(<AppShell>{page}</AppShell>, {
      api: { metrics: makeMetrics({ client_count: 5 }) },
    });
    await screen.findByRole('button', { name: 'User menu' });
    expect(screen.queryByText('Data Protected')).toBeNull();
    expect(screen.queryByRole('link', { name: 'White Label' })).toBeNull();
  });

  it('on a campaign page: breadcrumbs with the campaign name and the campaign badge', async () => {
    renderInApp(<AppShell>{page}</AppShell>, {
      route: `/campaigns/${CAMPAIGN_ID}/analytics`,
      api: {
        routes: {
          [`/campaigns/${CAMPAIGN_ID}`]: { data: { id: CAMPAIGN_ID, name: 'Spring Launch' } },
        },
      },
    });
    expect(await screen.findByText('Campaign: Spring Launch')).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Campaigns' }).getAttribute('href')).toBe(
      '/campaigns',
    );
    expect(within(crumbs).getByRole('link', { name: 'Spring Launch' }).getAttribute('href')).toBe(
      `/campaigns/${CAMPAIGN_ID}`,
    );
    expect(within(crumbs).getByText('Analytics').getAttribute('aria-current')).toBe('page');
  });

  it('a campaign that cannot be found gets a generic crumb and no badge', async () => {
    const { calls } = renderInApp(<AppShell>{page}</AppShell>, {
      route: `/campaigns/${CAMPAIGN_ID}`,
      api: { routes: { [`/campaigns/${CAMPAIGN_ID}`]: apiError(404) } },
    });
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await screen.findByRole('button', { name: 'User menu' });
    expect(calls.filter((c) => c === `/campaigns/${CAMPAIGN_ID}`)).toHaveLength(1);
    expect(within(crumbs).getByText('Campaign')).toBeTruthy();
    expect(screen.queryByText(/^Campaign:/)).toBeNull();
  });

  it('offers platform admins the invitation review in the user menu', async () => {
    renderInApp(<AppShell>{page}</AppShell>, {
      api: { me: makeMe({ isPlatformAdmin: true }) },
    });
    // Pressed before the menu's module has loaded: the menu opens once it has.
    fireEvent.pointerDown(screen.getByRole('button', { name: 'User menu' }), { button: 0 });
    const menu = await screen.findByRole('menu', {}, { timeout: 10_000 });
    await within(menu).findByText('ada@example.com');
    for (const name of ['My Profile', 'Settings', 'Feedback', 'Invitation requests', 'Sign Out']) {
      expect(within(menu).getByRole('menuitem', { name })).toBeTruthy();
    }
  });

  it('opens the Agents menu from the keyboard, whether or not it has loaded, and gives the focus back', async () => {
    const { user } = renderInApp(<AppShell>{page}</AppShell>);
    screen.getByRole('button', { name: 'Agents' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', {}, { timeout: 10_000 });
    for (const group of ['Foundation', 'Planning & Creation', 'Intelligence'])
      expect(within(menu).getByRole('group', { name: group })).toBeTruthy();
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Agents' }));
  });

  it('tells the user when signing out failed, and stays', async () => {
    const { user, location } = renderInApp(<AppShell>{page}</AppShell>);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'User menu' }), { button: 0 });
    await user.click(
      await screen.findByRole('menuitem', { name: 'Sign Out' }, { timeout: 10_000 }),
    );
    expect(await screen.findByText(MESSAGES.signout.failed)).toBeTruthy();
    expect(screen.getByRole('button', { name: MESSAGES.signout.retry })).toBeTruthy();
    expect(location().textContent).toBe('/dashboard');
  });

  it('mirrors the navigation in the mobile menu', async () => {
    const { user } = renderInApp(<AppShell>{page}</AppShell>);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    for (const name of ['Dashboard', 'Campaigns', 'Outputs', 'My Profile', 'Feedback'])
      expect(within(sheet).getByRole('link', { name })).toBeTruthy();
    expect(within(sheet).getByRole('link', { name: 'Workflows' }).getAttribute('href')).toBe(
      '/workflow',
    );
    for (const name of ['Analytics', 'Documents'])
      expect(within(sheet).getByRole('link', { name })).toBeTruthy();
    for (const group of ['Foundation', 'Planning & Creation', 'Intelligence'])
      expect(within(sheet).getByRole('group', { name: group })).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    await user.click(within(sheet).getByRole('link', { name: 'Campaigns' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });
});
