// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/web/testing/resize-observer';
import SignupPage from './signup';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (data: unknown) =>
  new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });

/**
 * The API as the page meets it: the invitation link's check answers when `answerInvite` is
 * called; a sign-up joins the inviting organization.
 */
function stubApi() {
  let answerInvite: () => void = () => undefined;
  const signups: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url.endsWith('/auth/invite-status'))
        return new Promise<Response>((resolve) => {
          answerInvite = () =>
            resolve(json({ invited: true, agencyAllowed: false, organizationName: 'Tideline' }));
        });
      if (url.endsWith('/auth/config')) return json({ allowAgencySignup: false });
      if (url.endsWith('/organizations/generate-slug')) return json({ slug: 'tideline' });
      if (url.endsWith('/auth/signup')) {
        signups.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return json({
          user: { email: 'guest@example.com' },
          organization: { type: 'AGENCY', name: 'Tideline', slug: 'tideline' },
          hasSession: true,
          joined: true,
        });
      }
      return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), {
        status: 404,
      });
    }),
  );
  return { answerInvite: () => answerInvite(), signups };
}

describe('the sign-up page opened from a teammate invitation link', () => {
  it('holds the submission until the link is checked, then joins the organization', async () => {
    const api = stubApi();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/signup?email=guest%40example.com&invite=token-1']}>
          <SignupPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
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
