import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FRESHNESS } from '@/shared/dashboard';
import type {
  WhiteLabelAsset,
  WhiteLabelFields,
  WhiteLabelSaveResult,
  WhiteLabelState,
} from '@/shared/white-label';
import { api, apiUpload } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const getWhiteLabel = () => api<WhiteLabelState>('/white-label');

/** The agency's brand kit; white-label branding stays fresh for 1 hour (seed 000 §9). */
export const whiteLabelQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.whiteLabel,
    queryFn: getWhiteLabel,
    staleTime: FRESHNESS.whiteLabel,
    retry: 1,
  });

export const useWhiteLabel = (enabled = true) => useQuery({ ...whiteLabelQueryOptions(), enabled });

export function useSaveWhiteLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WhiteLabelFields) =>
      api<WhiteLabelSaveResult>('/white-label', { method: 'PUT', body: input }),
    onSuccess: ({ removed: _removed, ...state }) =>
      queryClient.setQueryData(queryKeys.whiteLabel, state),
  });
}

export function useResetWhiteLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<WhiteLabelState>('/white-label', { method: 'DELETE' }),
    onSuccess: (state) => queryClient.setQueryData(queryKeys.whiteLabel, state),
  });
}

/** Uploads the agency's logo or favicon. */
export function uploadWhiteLabelAsset(
  asset: WhiteLabelAsset,
  file: File,
): Promise<WhiteLabelState> {
  const form = new FormData();
  form.set('file', file);
  return apiUpload<WhiteLabelState>(`/white-label/${asset}`, form);
}

export function useUploadWhiteLabelAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ asset, file }: { asset: WhiteLabelAsset; file: File }) =>
      uploadWhiteLabelAsset(asset, file),
    onSuccess: (state) => queryClient.setQueryData(queryKeys.whiteLabel, state),
  });
}

export function useDeleteWhiteLabelAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (asset: WhiteLabelAsset) =>
      api<WhiteLabelState>(`/white-label/${asset}`, { method: 'DELETE' }),
    onSuccess: (state) => queryClient.setQueryData(queryKeys.whiteLabel, state),
  });
}
