// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Me } from '@/web/lib/me';
import type { Team } from '@/web/features/team/api/get-team';
import { renderApp } from '@/web/testing/render';
import TeamSettingsPage from './team';

const member = (user_id: string, name: string, role_name: string, is_you = false) => ({
  user_id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  role_name,
  clients: [] as { id: string; name: string }[],
  joined_at: '2026-01-10T10:00:00.000Z',
  is_you,
});

function team(you: string, overrides: Partial<Team> = {}): Team {
  const members = [
    member('u-ada', 'Ada', 'sme_owner'),
    member('u-sam', 'Sam', 'sme_admin'),
    member('u-mia', 'Mia', 'marketing_manager'),
  ].map((m) => ({ ...m, is_you: m.user_id === you }));
  return {
    members,
    invitations: [
      {
        id: 'i-1',
        email: 'new@example.com',
        role_name: 'marketing_manager',
        clients: [],
        invited_by_name: 'Ada',
        created_at: '2026-01-12T10:00:00.000Z',
        expires_at: '2026-01-26T10:00:00.000Z',
        expired: false,
      },
    ],
    can_manage: true,
    organization_type: 'SME',
    assignable_roles: ['sme_owner', 'sme_admin', 'marketing_manager'],
    clients: [],
    ...overrides,
  };
}

function me(userId: string, role: string): Me {
  return {
    user: { id: userId, email: `${userId}@example.com`, name: userId, isPlatformAdmin: false },
    organization: { id: 'org-1', name: 'Acme Bakery', type: 'SME', slug: 'acme-bakery' },
    roles: [{ role_name: role, client_id: null }],
    needsOnboarding: false,
  };
}

/** Renders the page with the API answered as the server would; returns the requests it made. */
function renderPage(answers: { me: Me; team: Team }) {
  const { requests } = renderApp(<TeamSettingsPage />, {
    api: { '/me': { data: answers.me }, '/team': { data: answers.team } },
    fallback: () => ({ data: { ok: true } }),
  });
  return requests;
}

describe('/settings/team', () => {
  it('lets an admin manage teammates but not the owner, nor hand out the owner role', async () => {
    const user = userEvent.setup();
    const requests = renderPage({ me: me('u-sam', 'sme_admin'), team: team('u-sam') });

    const members = await screen.findByRole('list', { name: 'Members' });
    const owner = within(members).getByText('Ada').closest('li')!;
    expect(within(owner).queryByRole('combobox')).toBeNull();
    expect(within(owner).getByText('Owner')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Ada' })).toBeNull();

    const role = screen.getByRole('combobox', { name: 'Role of Mia' });
    expect(within(role).queryByRole('option', { name: 'Owner' })).toBeNull();
    await user.selectOptions(role, 'sme_admin');
    expect(requests).toContainEqual({
      method: 'PATCH',
      path: '/team/members/u-mia',
      body: { role_name: 'sme_admin' },
    });
    expect(await screen.findByText('Mia is now Admin')).toBeTruthy();

    expect(screen.getByRole('button', { name: 'Remove Mia' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Sam' })).toBeNull();
  });

  it('asks before removing a member, then removes them', async () => {
    const user = userEvent.setup();
    const requests = renderPage({ me: me('u-ada', 'sme_owner'), team: team('u-ada') });

    expect(
      within(await screen.findByRole('combobox', { name: 'Role of Mia' })).getByRole('option', {
        name: 'Owner',
      }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Mia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Mia?' });
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    expect(requests).toContainEqual({
      method: 'DELETE',
      path: '/team/members/u-mia',
      body: undefined,
    });
    expect(await screen.findByText('Mia was removed from the team')).toBeTruthy();
  });

  it('says until when each invitation link works, and which ones expired and need resending', async () => {
    const base = team('u-ada').invitations[0]!;
    renderPage({
      me: me('u-ada', 'sme_owner'),
      team: team('u-ada', {
        invitations: [base, { ...base, id: 'i-2', email: 'late@example.com', expired: true }],
      }),
    });
    const list = await screen.findByRole('list', { name: 'Pending invitations' });
    const [valid, expired] = within(list).getAllByRole('listitem');
    expect(within(valid!).getByText(/^The link works until /)).toBeTruthy();
    expect(
      within(expired!).getByText(/^The link expired on .*: resend it to give another 14 days$/),
    ).toBeTruthy();
    expect(
      within(expired!).getByRole('button', { name: 'Resend the invitation to late@example.com' }),
    ).toBeTruthy();
  });

  it('shows a marketing manager the team without any way to change it', async () => {
    renderPage({
      me: me('u-mia', 'marketing_manager'),
      team: team('u-mia', { can_manage: false }),
    });

    await screen.findByRole('list', { name: 'Members' });
    expect(screen.queryByRole('form', { name: 'Invite a teammate' })).toBeNull();
    expect(screen.queryByLabelText("Teammate's email")).toBeNull();
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Remove|Resend|Revoke/ })).toBeNull();
    expect(
      screen.getByText('Only owners and admins can invite teammates or change roles.'),
    ).toBeTruthy();
    expect(screen.getByText('new@example.com')).toBeTruthy();
  });

  it("lets an agency choose the clients of the invited role, and shows each member's clients", async () => {
    const user = userEvent.setup();
    const fernleaf = { id: '7f1e1c9e-0000-4000-8000-000000000001', name: 'Fernleaf' };
    const harbor = { id: '7f1e1c9e-0000-4000-8000-000000000002', name: 'Harbor Yoga' };
    const agencyMe: Me = {
      ...me('u-ada', 'agency_owner'),
      organization: { id: 'org-1', name: 'Pixel Foundry', type: 'AGENCY', slug: 'pixel' },
    };
    const requests = renderPage({
      me: agencyMe,
      team: team('u-ada', {
        organization_type: 'AGENCY',
        assignable_roles: ['agency_owner', 'agency_admin', 'account_manager', 'client_viewer'],
        clients: [fernleaf, harbor],
        members: [
          { ...member('u-ada', 'Ada', 'agency_owner', true) },
          { ...member('u-jo', 'Jordan', 'account_manager'), clients: [fernleaf] },
        ],
        invitations: [],
      }),
    });
    const form = await screen.findByRole('form', { name: 'Invite a teammate' });
    // Admins work across every client: no client choice.
    await user.selectOptions(within(form).getByLabelText('Role'), 'agency_admin');
    expect(within(form).queryByRole('group', { name: 'Clients' })).toBeNull();

    await user.selectOptions(within(form).getByLabelText('Role'), 'account_manager');
    const clients = within(form).getByRole('group', { name: 'Clients' });
    expect(within(clients).getAllByRole('checkbox')).toHaveLength(2);
    await user.click(within(clients).getByRole('checkbox', { name: 'Harbor Yoga' }));
    await user.type(within(form).getByLabelText("Teammate's email"), 'jo@example.com');
    await user.click(within(form).getByRole('button', { name: /Send invitation/ }));
    await vi.waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        email: 'jo@example.com',
        role_name: 'account_manager',
        client_ids: [harbor.id],
      }),
    );

    // A client portal role takes exactly one client, and refuses none.
    await user.selectOptions(within(form).getByLabelText('Role'), 'client_viewer');
    const one = within(form).getByRole('group', { name: 'Client' });
    expect(within(one).getAllByRole('radio')).toHaveLength(2);
    await user.type(within(form).getByLabelText("Teammate's email"), 'ceo@fernleaf.com');
    await user.click(within(form).getByRole('button', { name: /Send invitation/ }));
    expect(await within(form).findByText('Choose the client this person belongs to')).toBeTruthy();

    const members = screen.getByRole('list', { name: 'Members' });
    expect(within(members).getByText('Client: Fernleaf')).toBeTruthy();
    expect(within(members).getByText('All clients')).toBeTruthy();
  });
});
