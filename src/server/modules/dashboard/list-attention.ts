/**
 * What needs attention (decision 072), as the e-mail digest and the webhook event state it: the
 * SME briefing's items at stake (not its next steps) and, for an agency, each client needing
 * attention with its reasons, as the agency dashboard's portfolio shows them. Read as the
 * person it is sent to (their client scope), or organization-wide for the server's own work.
 */
import { sql } from 'drizzle-orm';
import { ATTENTION_LABELS, rankAttention, type AttentionKind } from '@/shared/attention-ranking';
import type { RoleAssignment } from '@/shared/permissions';
import { queryRows, type Db } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { getAgencyDashboard } from './get-agency-dashboard';
import { buildRecommendations, readState } from './list-recommendations';

export type AttentionLine = {
  kind: AttentionKind;
  /** Its badge, as the dashboard shows it: a budget item's state with its percentage. */
  label: string;
  title: string;
  detail: string;
  /** A page of the app that acts on it, from its root: `/campaigns/{id}/analytics`. */
  path: string;
  at_stake_cents: number;
};

export type AttentionReport = {
  organization: string;
  type: 'SME' | 'AGENCY';
  items: AttentionLine[];
};

/** The server's own work sees the whole organization, as its owner does. */
const ORGANIZATION_WIDE: RoleAssignment[] = [{ role_name: 'owner', client_id: null }];

export async function listAttention(
  db: Db,
  scope: { orgId: string; userId?: string; roles?: RoleAssignment[] },
): Promise<AttentionReport> {
  const tenant = { orgId: scope.orgId, userId: scope.userId ?? '' };
  const { organization, type, recommendations, clientCampaignIds } = await withTenant(
    db,
    tenant,
    async (tx) => {
      const [org] = await queryRows<{ name: string; type: 'SME' | 'AGENCY' }>(
        tx,
        sql`select name, type from organizations where id = ${scope.orgId}::uuid`,
      );
      const state = await readState(tx, scope.orgId);
      return {
        organization: org?.name ?? 'your organization',
        type: org?.type ?? 'SME',
        recommendations: buildRecommendations(state).filter((r) => r.kind !== 'next_step'),
        // A client's campaigns are told about under their client, with its other reasons.
        clientCampaignIds: new Set(
          state.campaignAttention.filter((a) => a.client_id).map((a) => a.id),
        ),
      };
    },
  );
  const items: AttentionLine[] = recommendations
    .filter((r) => type !== 'AGENCY' || !clientCampaignIds.has(r.id))
    .map((r) => ({
      kind: r.kind,
      label: r.label,
      title: r.title,
      detail: r.description,
      path: r.action_url,
      at_stake_cents: r.at_stake_cents,
    }));
  if (type === 'AGENCY') {
    const dashboard = await getAgencyDashboard(db, {
      orgId: scope.orgId,
      userId: tenant.userId,
      roles: scope.roles ?? ORGANIZATION_WIDE,
    });
    for (const client of dashboard.clients) {
      const first = client.attention[0];
      if (!first) continue;
      items.push({
        kind: first.kind,
        label: ATTENTION_LABELS[first.kind],
        title: `${client.name} needs attention`,
        detail: `${client.attention.map((a) => a.text).join('; ')}.`,
        path: `/clients/${client.id}`,
        at_stake_cents: 0,
      });
    }
  }
  return { organization, type, items: rankAttention(items) };
}
