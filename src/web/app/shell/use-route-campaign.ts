import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { Campaign } from '@/shared/campaigns';
import { FRESHNESS } from '@/shared/dashboard';
import { api, ApiError } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';
import { routeCampaignId } from './breadcrumbs';

/**
 * The campaign the current route is about, for the breadcrumbs and the 'Campaign: {name}'
 * badge. Shares the single-campaign cache entry (['campaigns', id]) with the campaign pages;
 * a missing campaign is the page's to explain, so a 4xx is not retried and shows no badge.
 */
export function useRouteCampaign() {
  const { pathname } = useLocation();
  const id = routeCampaignId(pathname);
  const campaign = useQuery({
    queryKey: queryKeys.campaigns.detail(id ?? ''),
    queryFn: () => api<Campaign>(`/campaigns/${id}`),
    staleTime: FRESHNESS.campaign,
    enabled: id !== null,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1,
  });
  return { id, name: id ? (campaign.data?.name ?? null) : null };
}
