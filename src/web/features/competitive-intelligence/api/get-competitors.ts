import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMPETITIVE_FRESHNESS, type CompetitorList } from '@/shared/competitive-intelligence';
import { apiEnvelope } from '@/web/lib/api-client';
import { competitiveKeys } from './keys';

/** The records and the business context's names not recorded yet (the answer carries both). */
export const getCompetitors = () =>
  apiEnvelope<CompetitorList>('/competitive-intelligence/competitors');

export const competitorsQueryOptions = () =>
  queryOptions({
    queryKey: competitiveKeys.competitors(),
    queryFn: getCompetitors,
    staleTime: COMPETITIVE_FRESHNESS.competitors,
  });

export const useCompetitors = (enabled = true) =>
  useQuery({ ...competitorsQueryOptions(), enabled });
