import { createAuthClient } from 'better-auth/react';

/** better-auth's client for sign-in, sign-out and password flows (cookies, same origin). */
export const authClient = createAuthClient({ basePath: '/api/auth' });
