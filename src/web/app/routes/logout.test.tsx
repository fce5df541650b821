// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/shared/messages';
import { renderInApp } from '@/web/app/shell/shell-test-utils';
import LogoutPage from './logout';

const signOut = vi.hoisted(() => vi.fn());
vi.mock('@/web/lib/auth-client', () => ({ authClient: { signOut } }));

describe('the /logout page', () => {
  it('shows a failed sign-out with a retry, and leaves for /login once the server signed out', async () => {
    signOut.mockResolvedValueOnce({
      data: null,
      error: { status: 503, statusText: 'Service Unavailable' },
    });
    const { user, location } = renderInApp(<LogoutPage />, { route: '/logout' });
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.signout.failed);
    expect(location().textContent).toBe('/logout');

    signOut.mockResolvedValueOnce({ data: { success: true }, error: null });
    await user.click(screen.getByRole('button', { name: MESSAGES.signout.retry }));
    await waitFor(() => expect(location().textContent).toBe('/login'));
    expect(signOut).toHaveBeenCalledTimes(2);
  });

  it('shows a network failure too', async () => {
    signOut.mockRejectedValueOnce(new TypeError('fetch failed'));
    renderInApp(<LogoutPage />, { route: '/logout' });
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.signout.failed);
  });
});
