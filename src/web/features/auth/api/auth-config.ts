import { useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export type AuthConfig = {
  requireEmailConfirmation: boolean;
  allowAgencySignup: boolean;
  recaptchaSiteKey: string | null;
};

export const useAuthConfig = () =>
  useQuery({
    queryKey: queryKeys.auth.config,
    queryFn: () => api<AuthConfig>('/auth/config'),
    staleTime: 60 * 60_000,
  });
