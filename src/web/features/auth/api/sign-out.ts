import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@/shared/messages';
import { paths } from '@/web/config/paths';

/**
 * Ends the session on the server, then forgets the cached data and leaves. Rejects when
 * the server did not confirm: the user is still signed in and must be told so.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (to: string = paths.login) => {
    // better-auth's client loads when it is needed, not with every signed-in page.
    const { authClient } = await import('@/web/lib/auth-client');
    const { error } = await authClient.signOut();
    if (error) throw new Error(MESSAGES.signout.failed);
    queryClient.clear();
    navigate(to, { replace: true });
  };
}

/** Sign-out for menus and shortcuts: a failure is a toast with a retry, never swallowed. */
export function useSignOutAction() {
  const signOut = useSignOut();
  const run = (to?: string) => {
    // sonner loads with this toast, not with every page that offers sign-out.
    signOut(to).catch(() =>
      import('sonner').then(({ toast }) =>
        toast.error(MESSAGES.signout.failed, {
          description: MESSAGES.signout.failedDescription,
          action: { label: MESSAGES.signout.retry, onClick: () => run(to) },
        }),
      ),
    );
  };
  return run;
}
