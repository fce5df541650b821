/**
 * A client's status and the tone it shows in (seed 000 §4), and the default brand colour
 * (seed 001 §9): what the shell and the dashboards read, apart from the client schemas in
 * ./clients so that they do not load zod (decision 033).
 */
export const CLIENT_STATUSES = ['active', 'paused', 'churned'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** Seed 000 §4: active success, paused warning, churned destructive, otherwise neutral. */
export const CLIENT_STATUS_TONES: Record<string, 'success' | 'warning' | 'destructive'> = {
  active: 'success',
  paused: 'warning',
  churned: 'destructive',
};
export const clientStatusTone = (status: string) => CLIENT_STATUS_TONES[status] ?? 'neutral';

/** Seed 001 §9. */
export const DEFAULT_BRAND_COLOR = '#3B82F6';
