import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrandVoice, BrandVoiceProfile } from '@/shared/brand-voice';
import { useActiveClient } from '@/web/lib/active-client';
import { api, searchParams } from '@/web/lib/api-client';
import { CONTENT_STALE_TIME, contentKeys } from './content-keys';

const brandVoicePath = (clientId: string | null) =>
  `/content/brand-voice${searchParams({ client_id: clientId })}`;

/** The organization's brand voice, or a client's (`clientId`): each client writes in its own. */
export const brandVoiceQueryOptions = (clientId: string | null) =>
  queryOptions({
    queryKey: contentKeys.brandVoice(clientId),
    queryFn: () => api<BrandVoice>(brandVoicePath(clientId)),
    staleTime: CONTENT_STALE_TIME.brandVoice,
  });

/** The active client's voice inside its workspace (or with `?client_id=`), else the organization's. */
export function useBrandVoice() {
  const clientId = useActiveClient().clientId ?? null;
  return useQuery(brandVoiceQueryOptions(clientId));
}

export function useUpdateBrandVoice() {
  const queryClient = useQueryClient();
  const clientId = useActiveClient().clientId ?? null;
  return useMutation({
    mutationFn: (profile: BrandVoiceProfile) =>
      api<BrandVoice>(brandVoicePath(clientId), { method: 'PUT', body: profile }),
    onSuccess: (voice) => queryClient.setQueryData(contentKeys.brandVoice(clientId), voice),
  });
}
