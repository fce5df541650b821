import type { MarketingMode } from '@/shared/marketing-plan';

/** Where a marketing strategy session lives: under its mode when it is known. */
export const marketingSessionPath = (sessionId: string, mode?: MarketingMode | null) =>
  mode
    ? `/marketing-strategy/${mode}/session/${sessionId}`
    : `/marketing-strategy/session/${sessionId}`;

/** A mode's form, with the campaign to preselect. */
export const marketingModePath = (mode: MarketingMode, campaignId?: string | null) =>
  `/marketing-strategy/${mode}${campaignId ? `?campaign=${encodeURIComponent(campaignId)}` : ''}`;
