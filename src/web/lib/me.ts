import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationType } from '@/shared/constants';
import { FRESHNESS } from '@/shared/dashboard';
import { EMBEDDED_SESSION_ID } from '@/shared/embedded-session';
import { api, ApiError } from '@/web/lib/api-client';
import { takeEmbeddedJson } from '@/web/lib/embedded-json';
import { queryKeys } from '@/web/lib/query-keys';

export type Me = {
  user: { id: string; email: string; name: string; isPlatformAdmin: boolean };
  organization: {
    id: string;
    name: string;
    type: OrganizationType;
    slug: string;
    /** ISO 4217 code every amount is shown in (the server always says; fixtures may leave it out). */
    currency?: string;
  } | null;
  roles: { role_name: string; client_id: string | null }[];
  needsOnboarding: boolean;
  /** This session is the account's first (the server always says; fixtures may leave it out). */
  firstVisit?: boolean;
};

/** The signed-in user, or null when signed out (never redirects: the guards decide). */
export async function getMe(): Promise<Me | null> {
  try {
    return await api<Me>('/me', { redirectOn401: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

// Freshness of user identity (seed 000 §9): 5 minutes, 1 retry, refetch on focus.
export const meQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.me,
    queryFn: getMe,
    // The server's answer to this page load, when it embedded one: the guards decide at once.
    initialData: () => takeEmbeddedJson(EMBEDDED_SESSION_ID) as Me | null | undefined,
    staleTime: FRESHNESS.identity,
    retry: 1,
    refetchOnWindowFocus: true,
  });

export const useMe = () => useQuery(meQueryOptions());
