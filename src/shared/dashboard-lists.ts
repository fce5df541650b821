/** The dashboard's lists (seed 000 §3, §7.4, §9): recent campaigns and the team activity feed. */
import type { CampaignStatus } from './campaigns';

/** A campaign in the dashboard's recent list, with its client's name and its return so far. */
export type RecentCampaign = {
  id: string;
  name: string;
  status: CampaignStatus;
  client_id: string | null;
  client_name: string | null;
  budget_cents: number | null;
  spent_cents: number;
  revenue_cents: number;
  /** (revenue − spend) / spend × 100, one decimal; null while nothing is spent. */
  roi_percentage: number | null;
  start_date: string | null;
  end_date: string | null;
  created_at: string;
  updated_at: string;
};

export type TeamActivityItem = {
  id: string;
  user_name: string;
  user_role: string | null;
  action: string;
  client_name: string | null;
  timestamp: string;
};
