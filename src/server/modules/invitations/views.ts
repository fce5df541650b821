/** How invitation requests and invites are shown to platform admins (snake_case, as in the seeds). */
import { alias } from 'drizzle-orm/pg-core';
import { alphaInvites, invitationRequests, users } from '../../db/schema';

export const reviewers = alias(users, 'reviewers');
export const inviters = alias(users, 'inviters');

export const invitationRequestColumns = {
  id: invitationRequests.id,
  email: invitationRequests.email,
  companyName: invitationRequests.companyName,
  organizationType: invitationRequests.organizationType,
  useCase: invitationRequests.useCase,
  referralSource: invitationRequests.referralSource,
  status: invitationRequests.status,
  createdAt: invitationRequests.createdAt,
  reviewedAt: invitationRequests.reviewedAt,
  reviewedByEmail: reviewers.email,
};

type InvitationRequestRow = {
  id: string;
  email: string;
  companyName: string;
  organizationType: 'SME' | 'AGENCY';
  useCase: string | null;
  referralSource: string | null;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: Date;
  reviewedAt: Date | null;
  reviewedByEmail: string | null;
};

export function toInvitationRequestView(row: InvitationRequestRow) {
  return {
    id: row.id,
    email: row.email,
    company_name: row.companyName,
    organization_type: row.organizationType,
    use_case: row.useCase,
    referral_source: row.referralSource,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    reviewed_by_email: row.reviewedByEmail,
  };
}
export type InvitationRequestView = ReturnType<typeof toInvitationRequestView>;

export const inviteColumns = {
  id: alphaInvites.id,
  email: alphaInvites.email,
  status: alphaInvites.status,
  organizationType: alphaInvites.organizationType,
  requestId: alphaInvites.requestId,
  createdAt: alphaInvites.createdAt,
  usedAt: alphaInvites.usedAt,
  invitedByEmail: inviters.email,
};

type InviteRow = {
  id: string;
  email: string;
  status: 'active' | 'used' | 'revoked';
  organizationType: 'SME' | 'AGENCY';
  requestId: string | null;
  createdAt: Date;
  usedAt: Date | null;
  invitedByEmail: string | null;
};

export function toInviteView(row: InviteRow) {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    organization_type: row.organizationType,
    request_id: row.requestId,
    invited_by_email: row.invitedByEmail,
    created_at: row.createdAt.toISOString(),
    used_at: row.usedAt?.toISOString() ?? null,
  };
}
export type InviteView = ReturnType<typeof toInviteView>;
