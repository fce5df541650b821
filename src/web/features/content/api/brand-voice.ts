import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrandVoice, BrandVoiceProfile } from '@/shared/brand-voice';
import { api } from '@/web/lib/api-client';
import { CONTENT_STALE_TIME, contentKeys } from './content-keys';

export const brandVoiceQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.brandVoice(),
    queryFn: () => api<BrandVoice>('/content/brand-voice'),
    staleTime: CONTENT_STALE_TIME.brandVoice,
  });

export const useBrandVoice = () => useQuery(brandVoiceQueryOptions());

export function useUpdateBrandVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: BrandVoiceProfile) =>
      api<BrandVoice>('/content/brand-voice', { method: 'PUT', body: profile }),
    onSuccess: (voice) => queryClient.setQueryData(contentKeys.brandVoice(), voice),
  });
}
