// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/web/testing/render';
import '@/web/testing/resize-observer';
import SignupPage from './signup';

/**
 * The API as the page meets it: the invitation link's check answers when `answerInvite` is
 * called; a sign-up joins the inviting organization.
 */
function renderSignup() {
  let answerInvite: () => void = () => undefined;
  const signups: Record<string, unknown>[] = [];
  renderApp(<SignupPage />, {
    at: '/signup?email=guest%40example.com&invite=token-1',
    api: {
      '/auth/invite-status': () =>
        new Promise((resolve) => {
          answerInvite = () =>
            resolve({
              data: { invited: true, agencyAllowed: false, organizationName: 'Tideline' },
            });
        }),
      '/auth/config': { data: { allowAgencySignup: false } },
      '/organizations/generate-slug': { data: { slug: 'tideline' } },
      '/auth/signup': ({ body }) => {
        signups.push(body as Record<string, unknown>);
        return {
          data: {
            user: { email: 'guest@example.com' },
            organization: { type: 'AGENCY', name: 'Tideline', slug: 'tideline' },
            hasSession: true,
            joined: true,
          },
        };
      },
    },
  });
  return { answerInvite: () => answerInvite(), signups };
}

describe('the sign-up page opened from a teammate invitation link', () => {
  it('holds the submission until the link is checked, then joins the organization', async () => {
    const api = renderSignup();
    await userEvent.type(screen.getByLabelText('Password'), 'Fl0wGuestPass');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Fl0wGuestPass');
    const submit = screen.getByRole('button', { name: 'Create account' });
    // The organization fields are about to disappear: a click now must not be taken.
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(true));

    api.answerInvite();
    expect(await screen.findByText('You are joining Tideline')).toBeTruthy();
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(submit);
    await waitFor(() => expect(api.signups).toHaveLength(1));
    expect(api.signups[0]).toMatchObject({
      email: 'guest@example.com',
      organizationName: 'Tideline',
      invite: 'token-1',
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
