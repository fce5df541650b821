import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Achievement } from '@/shared/progress';
import {
  QUICK_WINS_STALE_MS,
  type OpportunitiesList,
  type QuickWin,
  type QuickWinStatus,
  type QuickWinWithResult,
} from '@/shared/quick-wins';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

const withCampaign = (campaignId: string | null | undefined) =>
  campaignId ? `campaign_id=${encodeURIComponent(campaignId)}` : '';

export const opportunitiesQueryOptions = (campaignId: string | null = null) =>
  queryOptions({
    queryKey: queryKeys.quickWins.opportunities(campaignId),
    queryFn: () => {
      const q = withCampaign(campaignId);
      return api<OpportunitiesList>(`/quick-wins/opportunities${q ? `?${q}` : ''}`);
    },
    staleTime: QUICK_WINS_STALE_MS,
  });

export type QuickWinFilters = { status?: QuickWinStatus; campaignId?: string | null };

export const quickWinsQueryOptions = (filters: QuickWinFilters = {}) =>
  queryOptions({
    queryKey: queryKeys.quickWins.list(filters),
    queryFn: () => {
      const params = new URLSearchParams();
      if (filters.status) params.set('status', filters.status);
      if (filters.campaignId) params.set('campaign_id', filters.campaignId);
      const q = params.toString();
      return api<QuickWin[]>(`/quick-wins${q ? `?${q}` : ''}`);
    },
    staleTime: QUICK_WINS_STALE_MS,
  });

export const resultsQueryOptions = (campaignId: string | null = null) =>
  queryOptions({
    queryKey: queryKeys.quickWins.results(campaignId),
    queryFn: () => {
      const q = withCampaign(campaignId);
      return api<QuickWinWithResult[]>(`/quick-wins/results${q ? `?${q}` : ''}`);
    },
    staleTime: QUICK_WINS_STALE_MS,
  });

function useQuickWinMutation<I, O>(fn: (input: I) => Promise<O>, also: readonly unknown[][] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all(
        [queryKeys.quickWins.all, ...also].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

export const useAcceptQuickWin = () =>
  useQuickWinMutation((key: string) =>
    api<QuickWin>('/quick-wins/accept', { method: 'POST', body: { key } }),
  );

export const useDismissQuickWin = () =>
  useQuickWinMutation((key: string) =>
    api<QuickWin>('/quick-wins/dismiss', { method: 'POST', body: { key } }),
  );

export const useUpdateChecklistItem = () =>
  useQuickWinMutation((input: { id: string; index: number; done: boolean }) =>
    api<QuickWin>(`/quick-wins/${encodeURIComponent(input.id)}/checklist/${input.index}`, {
      method: 'PATCH',
      body: { done: input.done },
    }),
  );

export const useCompleteQuickWin = () =>
  useQuickWinMutation(
    (input: { id: string; force?: boolean }) =>
      api<{ quick_win: QuickWin; newly_unlocked: Achievement[] }>(
        `/quick-wins/${encodeURIComponent(input.id)}/complete`,
        { method: 'POST', body: input.force ? { force: true } : {} },
      ),
    [[...queryKeys.progress], [...queryKeys.dashboard.all]],
  );
