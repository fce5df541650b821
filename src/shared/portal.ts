/**
 * The client portal (seed 001 §2, §3, §6; issue 9 points 6 and 7): what a client's portal
 * users see (their client's brand kit, summary stats and campaigns), the message thread
 * between the agency and the client, outputs sent for the client's approval, and the
 * white-label PDF reports. The API and the pages validate with these schemas.
 */
import { z } from 'zod';
import { clientBrandKitSchema } from './clients';

export const PORTAL_MESSAGES = {
  /** Seed 001 §8. */
  guestsOnly: 'This portal is only available for guest users.',
  title: 'View-Only Access',
  clientNotFound: 'Client not found',
  outputNotFound: 'Output not found',
  reportNotFound: 'Report not found',
  approvalNotFound: 'Approval not found',
  portalUsersOnly: 'Only the client’s portal users can decide approvals.',
  outputNeedsClient: 'Only an output that belongs to a client can be sent for client approval.',
  alreadyDecided: 'This approval has already been decided.',
  voided: 'The output changed after it was sent for approval. Ask the agency to send it again.',
  commentRequired: 'Add a comment saying what should change.',
  messageRequired: 'Write a message first.',
  periodOrder: 'The period must end on or after its start.',
  periodTooLong: 'A report covers at most 366 days.',
  noMessages: 'No messages yet',
  noReports: 'No reports yet',
  noApprovals: 'Nothing waiting for your approval',
  noActiveCampaigns: 'No active campaigns',
} as const;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31')
  .refine((d) => !Number.isNaN(Date.parse(d)), 'Use a real date');

export const portalQuerySchema = z.object({ client_id: z.uuid().optional() });

/**
 * `GET /portal`: the client and, optionally, the period its figures cover (inclusive days;
 * absent, every recorded day). The portal's "Last 30 days" is `lastDays(30)`, the same
 * period as the agency's client analytics and the report form's default, so all three state
 * the same figures.
 */
// Pure, like portalApprovalSchema below: derived from another schema, the build cannot see
// that it has no side effect, and kept, it brought zod into every page that reads a constant
// here.
export const portalOverviewQuerySchema = /* @__PURE__ */ portalQuerySchema
  .extend({ from: isoDate.optional(), to: isoDate.optional() })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: PORTAL_MESSAGES.periodOrder,
    path: ['to'],
  });
export type PortalOverviewQuery = z.infer<typeof portalOverviewQuerySchema>;

/** Seed 001 §3: portal campaign. Money in cents. */
export const portalCampaignSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.string(),
  budget_cents: z.number().nullable(),
  spent_cents: z.number(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  metrics: z.object({ impressions: z.number(), clicks: z.number(), conversions: z.number() }),
});
export type PortalCampaign = z.infer<typeof portalCampaignSchema>;

/** `GET /portal`: the caller's client, its brand kit, summary stats (seed 001 §3) and campaigns. */
export const portalOverviewSchema = z.object({
  client: z.object({ id: z.uuid(), name: z.string(), brand_kit: clientBrandKitSchema }),
  agency_name: z.string(),
  /** Every client the caller may see in the portal (usually one). */
  clients: z.array(z.object({ id: z.uuid(), name: z.string() })),
  summary: z.object({
    spend_cents: z.number(),
    impressions: z.number(),
    conversions: z.number(),
    roi_percentage: z.number().nullable(),
  }),
  /** The days with figures inside the period asked for; null when there are none. */
  period: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** The period asked for, as given (null bounds: every recorded day). */
  requested: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  campaigns: z.array(portalCampaignSchema),
  unread_messages: z.number(),
  pending_approvals: z.number(),
});
export type PortalOverview = z.infer<typeof portalOverviewSchema>;

export const portalMessageSchema = z.object({
  id: z.uuid(),
  client_id: z.uuid(),
  author_side: z.enum(['agency', 'client']),
  author_name: z.string(),
  body: z.string(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type PortalMessage = z.infer<typeof portalMessageSchema>;

export const MESSAGE_MAX = 5000;
export const postMessageSchema = z.object({
  body: z.string().trim().min(1, PORTAL_MESSAGES.messageRequired).max(MESSAGE_MAX),
});
export type PostMessageInput = z.input<typeof postMessageSchema>;

export const APPROVAL_STATUSES = ['requested', 'approved', 'changes_requested', 'void'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const APPROVAL_LABELS: Record<ApprovalStatus, string> = {
  requested: 'Awaiting client approval',
  approved: 'Approved by client',
  changes_requested: 'Changes requested',
  void: 'Approval void: edited since',
};
export const APPROVAL_TONES: Record<
  ApprovalStatus,
  'success' | 'warning' | 'destructive' | 'neutral'
> = {
  requested: 'warning',
  approved: 'success',
  changes_requested: 'destructive',
  void: 'neutral',
};

/**
 * An approval as the API answers it. `status` is `void` when the output's content no longer
 * hashes to `content_hash` (it was edited after the request): the decision no longer holds.
 */
export const approvalSchema = z.object({
  id: z.uuid(),
  client_id: z.uuid(),
  output_id: z.uuid(),
  content_hash: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  /** The status recorded before any edit (what the client decided). */
  decided_status: z.enum(['requested', 'approved', 'changes_requested']),
  comment: z.string().nullable(),
  requested_by_name: z.string().nullable(),
  decided_by_name: z.string().nullable(),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Approval = z.infer<typeof approvalSchema>;

// Pure, so a bundle that uses none of these schemas drops them and zod (decision 033).
export const portalApprovalSchema = /* @__PURE__ */ approvalSchema.extend({
  output: z.object({
    id: z.uuid(),
    title: z.string(),
    summary: z.string().nullable(),
    output_type: z.string(),
    agent_type: z.string(),
    content: z.record(z.string(), z.unknown()),
    updated_at: z.string(),
  }),
});
export type PortalApproval = z.infer<typeof portalApprovalSchema>;

export const approvalDecisionSchema = z
  .object({
    decision: z.enum(['approved', 'changes_requested'], {
      error: 'decision must be approved or changes_requested',
    }),
    comment: z.string().trim().max(2000).optional(),
  })
  .refine((v) => v.decision === 'approved' || Boolean(v.comment), {
    message: PORTAL_MESSAGES.commentRequired,
    path: ['comment'],
  });
export type ApprovalDecisionInput = z.input<typeof approvalDecisionSchema>;

export const REPORT_MAX_DAYS = 366;
export const createReportSchema = z
  .object({
    from: isoDate,
    to: isoDate,
    title: z.string().trim().min(1).max(200).optional(),
  })
  .refine((v) => v.from <= v.to, { message: PORTAL_MESSAGES.periodOrder, path: ['to'] })
  .refine((v) => (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 < REPORT_MAX_DAYS, {
    message: PORTAL_MESSAGES.periodTooLong,
    path: ['to'],
  });
export type CreateReportInput = z.input<typeof createReportSchema>;

export const clientReportSchema = z.object({
  id: z.uuid(),
  client_id: z.uuid(),
  title: z.string(),
  period_from: z.string(),
  period_to: z.string(),
  byte_size: z.number(),
  shared_until: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type ClientReport = z.infer<typeof clientReportSchema>;

export const SHARE_MAX_DAYS = 30;
export const shareReportSchema = z.object({
  expires_in_days: z.number().int().min(1).max(SHARE_MAX_DAYS).default(7),
});
export type ShareReportInput = z.input<typeof shareReportSchema>;
export const reportShareSchema = z.object({ url: z.string(), expires_at: z.string() });
export type ReportShare = z.infer<typeof reportShareSchema>;
