// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireAccess } from './role-guard';
import { renderInApp } from './shell-test-utils';
import { makeMe } from '@/web/testing/factories';

const secret = <p>Client portfolio</p>;

describe('RequireAccess', () => {
  it('lets an allowed organization type through', async () => {
    renderInApp(<RequireAccess orgTypes={['AGENCY']}>{secret}</RequireAccess>, {
      route: '/clients',
      api: { me: makeMe({ type: 'AGENCY' }) },
    });
    expect(await screen.findByText('Client portfolio')).toBeTruthy();
  });

  it('sends another organization type to /dashboard', async () => {
    const { location } = renderInApp(
      <RequireAccess orgTypes={['AGENCY']}>{secret}</RequireAccess>,
      { route: '/clients', api: { me: makeMe({ type: 'SME' }) } },
    );
    await screen.findByText('/dashboard');
    expect(location().textContent).toBe('/dashboard');
    expect(screen.queryByText('Client portfolio')).toBeNull();
  });

  it('compares role names case-insensitively', async () => {
    renderInApp(<RequireAccess roles={['agency_owner', 'agency_admin']}>{secret}</RequireAccess>, {
      route: '/clients/new',
      api: { me: makeMe({ type: 'AGENCY', roles: ['AGENCY_ADMIN'] }) },
    });
    expect(await screen.findByText('Client portfolio')).toBeTruthy();
  });

  it('needs both the organization type and the role when both are given, and honours redirectTo', async () => {
    const { location } = renderInApp(
      <RequireAccess orgTypes={['AGENCY']} roles={['agency_owner']} redirectTo="/clients">
        {secret}
      </RequireAccess>,
      {
        route: '/clients/new',
        api: { me: makeMe({ type: 'AGENCY', roles: ['account_manager'] }) },
      },
    );
    await screen.findByText('/clients');
    expect(location().textContent).toBe('/clients');
    expect(screen.queryByText('Client portfolio')).toBeNull();
  });

  it('sends a read-only role away from a create-only page, to a path built from the route', async () => {
    const { location } = renderInApp(
      <Routes>
        <Route
          path="/persona/:personaId/edit"
          element={
            <RequireAccess permission="content:write" redirectTo={(p) => `/persona/${p.personaId}`}>
              {secret}
            </RequireAccess>
          }
        />
      </Routes>,
      { route: '/persona/p-1/edit', api: { me: makeMe({ roles: ['viewer'] }) } },
    );
    await screen.findByText('/persona/p-1');
    expect(location().textContent).toBe('/persona/p-1');
    expect(screen.queryByText('Client portfolio')).toBeNull();
  });

  it('lets a writer role through a create-only page', async () => {
    renderInApp(<RequireAccess permission="content:write">{secret}</RequireAccess>, {
      route: '/campaigns/new',
      api: { me: makeMe({ roles: ['marketing_manager'] }) },
    });
    expect(await screen.findByText('Client portfolio')).toBeTruthy();
  });
});
