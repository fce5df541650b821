import type { CampaignStatus } from '@/shared/campaigns';

export const STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  paused: 'Paused',
  completed: 'Completed',
};

export const STATUS_BADGE_VARIANT = {
  draft: 'outline',
  active: 'success',
  paused: 'warning',
  completed: 'secondary',
} as const satisfies Record<CampaignStatus, string>;

/** The moves the execution workflow offers from each status (draft → active → paused / completed). */
export const STATUS_TRANSITIONS: Record<CampaignStatus, { to: CampaignStatus; label: string }[]> = {
  draft: [{ to: 'active', label: 'Launch campaign' }],
  active: [
    { to: 'paused', label: 'Pause campaign' },
    { to: 'completed', label: 'Mark as completed' },
  ],
  paused: [
    { to: 'active', label: 'Resume campaign' },
    { to: 'completed', label: 'Mark as completed' },
  ],
  completed: [{ to: 'active', label: 'Reopen campaign' }],
};
