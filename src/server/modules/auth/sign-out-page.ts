/**
 * `GET /logout` signs out on the server: a plain link, a bookmark or a typed address ends
 * the session (row deleted, cookie cleared) before the browser is sent to /login, with no
 * script that a quick navigation away could interrupt. When it cannot be confirmed the
 * request falls through to the web app's /logout page, which tries again and shows the
 * failure with a retry.
 */
import type { AppContext } from '../../context';

export async function signOutPage(ctx: AppContext, request: Request): Promise<Response | null> {
  try {
    const signedOut = await ctx.auth.api.signOut({ headers: request.headers, asResponse: true });
    if (!signedOut.ok) throw new Error(`sign-out answered ${signedOut.status}`);
    // better-auth clears the cookie even when deleting the session row failed: the old
    // token must no longer authenticate before we call it done.
    if (
      await ctx.auth.api.getSession({
        headers: request.headers,
        query: { disableCookieCache: true },
      })
    )
      throw new Error('the session is still valid after sign-out');
    const headers = new Headers({ location: '/login', 'cache-control': 'no-store' });
    for (const cookie of signedOut.headers.getSetCookie()) headers.append('set-cookie', cookie);
    return new Response(null, { status: 303, headers });
  } catch (err) {
    ctx.logger.error({ err }, 'sign-out on GET /logout failed');
    return null;
  }
}
