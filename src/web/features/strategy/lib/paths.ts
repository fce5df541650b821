/** Where a strategy session lives: under its campaign when it was started from one. */
export const strategySessionPath = (sessionId: string, campaignId?: string | null) =>
  campaignId
    ? `/strategy/campaign/${campaignId}/session/${sessionId}`
    : `/strategy/session/${sessionId}`;

/** What the strategy home hands the session page to start streaming at once. */
export type PendingRun = {
  tool: string;
  message?: string;
  document_ids?: string[];
  output_ids?: string[];
};
