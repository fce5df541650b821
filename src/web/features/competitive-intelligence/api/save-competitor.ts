import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Competitor,
  CreateCompetitorInput,
  UpdateCompetitorInput,
} from '@/shared/competitive-intelligence';
import { api } from '@/web/lib/api-client';
import { competitiveKeys } from './keys';

const BASE = '/competitive-intelligence/competitors';

export const createCompetitor = (input: CreateCompetitorInput) =>
  api<Competitor>(BASE, { method: 'POST', body: input });

export const updateCompetitor = ({ id, ...input }: UpdateCompetitorInput & { id: string }) =>
  api<Competitor>(`${BASE}/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });

export const deleteCompetitor = (id: string) =>
  api<{ ok: true }>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** A change to a record can raise an alert: every key of the feature is refreshed. */
function useCompetitiveMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: competitiveKeys.all }),
  });
}

export const useCreateCompetitor = () => useCompetitiveMutation(createCompetitor);
export const useUpdateCompetitor = () => useCompetitiveMutation(updateCompetitor);
export const useDeleteCompetitor = () => useCompetitiveMutation(deleteCompetitor);
