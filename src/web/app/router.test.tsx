// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/web/testing/render';
import { AppRoutes } from './router';
import { shellRoutes, type Api } from './shell/shell-test-utils';

/** The application's own route table at `path`, with the API answering as for the shell. */
const renderAt = (path: string, api?: Api) =>
  renderApp(<AppRoutes />, { at: path, api: shellRoutes(api) });

// The signed-in route table is a lazy chunk; compiling it once up front keeps the first test
// within findBy's wait, as later ones are.
beforeAll(async () => {
  await import('./signed-in-routes');
});

const notFoundHeading = () => screen.findByRole('heading', { name: 'This page is off the map' });

describe('an unknown path', () => {
  it('shows a signed-in user the 404 inside the shell, with ways on', async () => {
    renderAt('/no-such-page');
    const main = within(await screen.findByRole('main'));
    expect(
      await main.findByRole('heading', { level: 1, name: 'This page is off the map' }),
    ).toBeTruthy();
    expect(main.getByText('/no-such-page')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Dashboard', 'Campaigns', 'Outputs'])
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'User menu' })).toBeTruthy();
    const waysOn = within(main.getByRole('navigation', { name: 'Ways on' }));
    expect(waysOn.getByRole('link', { name: /^Dashboard/ }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(waysOn.getByRole('link', { name: /^Campaigns/ }).getAttribute('href')).toBe(
      '/campaigns',
    );
    expect(waysOn.getByRole('link', { name: /^Outputs/ }).getAttribute('href')).toBe('/outputs');
    await waitFor(() => expect(document.title).toBe('Page not found — Stratagent'));
    await userEvent.click(main.getByRole('button', { name: 'Open search' }));
    expect(await screen.findByRole('dialog', { name: 'Command palette' })).toBeTruthy();
  });

  it('shows a signed-out user the public 404, without the application shell', async () => {
    const { location } = renderAt('/no-such-page', { me: null });
    expect(await notFoundHeading()).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request invitation' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(location().pathname).toBe('/no-such-page');
  });
});

describe('campaign execution (seed 001 §2)', () => {
  it('redirects to campaign planning, keeping the query string', async () => {
    const { location } = renderAt('/campaign-execution?client_id=c-1');
    await waitFor(() => expect(location().pathname).toBe('/campaign-planning'));
    expect(location().search).toBe('?client_id=c-1');
  });

  it('redirects a session to the same session in campaign planning', async () => {
    const { location } = renderAt('/campaign-execution/session/s-42');
    await waitFor(() => expect(location().pathname).toBe('/campaign-planning/session/s-42'));
  });
});

describe('the other number of a section’s name', () => {
  it.each([
    ['/workflows', '/workflow'],
    ['/workflows/history', '/workflow/history'],
    ['/personas', '/persona'],
    ['/campaign', '/campaigns'],
    ['/document', '/documents'],
  ])('redirects %s to %s', async (from, to) => {
    const { location } = renderAt(`${from}?client_id=c-1`);
    await waitFor(() => expect(location().pathname).toBe(to));
    expect(location().search).toBe('?client_id=c-1');
  });
});
