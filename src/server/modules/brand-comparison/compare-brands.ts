/**
 * Builds the brand comparison from stored facts only (issue 11, point 4): the organization's
 * business context and brand voice, or a client's record and the voice derived from it, and
 * the competitor records kept for it. Also names every row it read, so a saved comparison can
 * tell when one of them changed (decision 044).
 */
import { sql } from 'drizzle-orm';
import {
  BRAND_COMPARISON_MESSAGES as M,
  comparisonSummary,
  compareWithCompetitor,
  pricePosition,
  type BrandComparison,
  type BrandSide,
} from '@/shared/brand-comparison';
import { deriveBrandVoice } from '@/shared/brand-voice';
import { queryRows, type Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { loadAgentContext } from '../../agents/engine/load-context';
import { ensureBrandVoice } from '../content/brand-voice-store';
import { approvedFacts, type SourceRef } from '../outputs/output-sources';

/** More records than a page can compare side by side. */
const MAX_COMPETITORS = 12;

type CompetitorRow = {
  id: string;
  name: string;
  website: string | null;
  positioning: string | null;
  strengths: string[] | null;
  weaknesses: string[] | null;
  notes: string | null;
};

export async function compareBrands(
  tx: Tx,
  opts: { orgId: string; clientId: string | null },
): Promise<{ comparison: BrandComparison; sources: SourceRef[] }> {
  const clientId = opts.clientId ?? (await scopedClient(tx));
  const { brand, sources } = clientId
    ? await clientBrand(tx, clientId)
    : await organizationBrand(tx, opts.orgId);
  const rows = await queryRows<CompetitorRow>(
    tx,
    sql`select id, name, website, positioning, strengths, weaknesses, notes from competitors
        where org_id = ${opts.orgId}::uuid
          and ${clientId ? sql`client_id = ${clientId}::uuid` : sql`client_id is null`}
        order by lower(name), id limit ${MAX_COMPETITORS}`,
  );
  const competitors = rows.map((r) =>
    compareWithCompetitor(brand, {
      ...r,
      strengths: r.strengths ?? [],
      weaknesses: r.weaknesses ?? [],
    }),
  );
  sources.push(...rows.map((r) => ({ kind: 'competitor' as const, id: r.id, title: r.name })));
  return {
    comparison: {
      client_id: clientId,
      brand,
      competitors,
      summary: comparisonSummary(brand, competitors),
      generated_at: new Date().toISOString(),
    },
    sources,
  };
}

async function channelsOf(tx: Tx, clientId: string | null): Promise<string[]> {
  const rows = await queryRows<{ channel: string }>(
    tx,
    sql`select distinct unnest(marketing_channels) as channel from campaigns
        where archived_at is null and ${clientId ? sql`client_id = ${clientId}::uuid` : sql`true`}
        order by 1 limit 12`,
  );
  return rows.map((r) => r.channel);
}

/**
 * For a member held to some clients, who never sees the organization's own brand: their
 * client when they have one (as new rows default to it, migration 0025), else they must choose.
 */
async function scopedClient(tx: Tx): Promise<string | null> {
  const [scope] = await queryRows<{ restricted: boolean; ids: string }>(
    tx,
    sql`select app_client_restricted() as restricted,
          coalesce(current_setting('app.client_ids', true), '') as ids`,
  );
  if (!scope?.restricted) return null;
  // A member with no role has the scope 'none' (migration 0045): no client, nothing to choose.
  const ids = scope.ids.split(',').filter(isUuid);
  if (ids.length !== 1)
    throw new AppError('validation_error', M.chooseClient, { field: 'client_id' });
  return ids[0]!;
}

async function organizationBrand(tx: Tx, orgId: string) {
  const ctx = await loadAgentContext(tx, { orgId, sessionId: null, campaignId: null });
  const voice = await ensureBrandVoice(tx, { orgId, clientId: null });
  const stated = ctx.uniqueValue ?? ctx.description;
  const brand: BrandSide = {
    name: ctx.company,
    industry: ctx.industryKnown ? ctx.industry : null,
    value_proposition: stated,
    voice: voice.profile,
    voice_source: voice.derived_from,
    price: pricePosition(
      [ctx.uniqueValue, ctx.description, ...ctx.offers].filter(Boolean).join('. '),
    ),
    channels: await channelsOf(tx, null),
  };
  const sources: SourceRef[] = [
    { kind: 'business_context', id: orgId, title: `${ctx.company} business context` },
    { kind: 'brand_voice', id: orgId, title: `${ctx.company} brand voice` },
    ...(await approvedFacts(tx)),
  ];
  return { brand, sources };
}

async function clientBrand(tx: Tx, clientId: string) {
  const [client] = await queryRows<{
    id: string;
    name: string;
    industry: string | null;
    description: string | null;
  }>(
    tx,
    // The client's description, never the agency's internal notes on the client.
    sql`select id, name, industry, client_info->>'description' as description
        from clients where id = ${clientId}::uuid`,
  );
  if (!client) throw new AppError('not_found', M.clientNotFound);
  const voice = deriveBrandVoice({
    company: client.name,
    industry: client.industry,
    description: client.description,
    uniqueValue: null,
    offers: [],
    audience: null,
  });
  const brand: BrandSide = {
    name: client.name,
    industry: client.industry,
    value_proposition: client.description?.trim() || null,
    voice,
    voice_source: `Derived from the client record of ${client.name}${client.industry ? ` (${client.industry})` : ''}`,
    price: pricePosition(client.description ?? ''),
    channels: await channelsOf(tx, client.id),
  };
  return {
    brand,
    sources: [{ kind: 'client', id: client.id, title: client.name }] as SourceRef[],
  };
}
