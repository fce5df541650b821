import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export type AltchaChallenge = {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    keyPrefix: string;
    expiresAt?: number;
  } & Record<string, unknown>;
  signature?: string;
};

export type BotChallenge =
  | { provider: 'altcha'; challenge: AltchaChallenge }
  | { provider: 'recaptcha'; siteKey: string; action: string };

export const getBotChallenge = () => api<BotChallenge>('/invitation-requests/challenge');

// Each challenge can be solved and used once: never reuse a cached one, refetch on demand.
export const botChallengeQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.invitations.challenge,
    queryFn: getBotChallenge,
    staleTime: Infinity,
    gcTime: 0,
    retry: 2,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useBotChallenge = () => useQuery(botChallengeQueryOptions());
