import { queryOptions, useQuery } from '@tanstack/react-query';
import { BRAND_COMPARISON_FRESHNESS, type BrandComparison } from '@/shared/brand-comparison';
import { api, searchParams } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const getBrandComparison = (clientId: string | null) =>
  api<BrandComparison>(`/brand-comparison${searchParams({ client_id: clientId ?? undefined })}`);

export const brandComparisonQueryOptions = (clientId: string | null) =>
  queryOptions({
    queryKey: queryKeys.brandComparison(clientId),
    queryFn: () => getBrandComparison(clientId),
    staleTime: BRAND_COMPARISON_FRESHNESS,
  });

export const useBrandComparison = (clientId: string | null) =>
  useQuery(brandComparisonQueryOptions(clientId));
