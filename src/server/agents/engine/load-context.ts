/**
 * Gathers what an agent grounds its work in, inside the caller's tenant transaction:
 * the business context (with its approved extracted details), the session's campaign,
 * the documents and earlier outputs the user chose, and what was shared into the session.
 */
import { DEFAULT_CURRENCY } from '@/shared/format';
import { sql } from 'drizzle-orm';
import { AGENT_RUN_MESSAGES, type OutputSource } from '@/shared/agent-runs';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/client';
import { AppError } from '../../lib/errors';
import { knowledgeFor } from '../knowledge/industries';
import { competitorsNamedIn, joinAnd } from '../knowledge/phrases';
import { passagesOf } from './grounding';
import { resolveRunSubject } from './run-subject';
import type { AgentContext, ContextCampaign, ContextDocument, ContextOutput } from './types';

const DOCUMENT_EXCERPT_CHARS = 1500;
/** How much of a document an agent reads for passages: enough for a report, bounded for speed. */
const DOCUMENT_TEXT_CHARS = 20_000;

export type LoadContextOptions = {
  orgId: string;
  sessionId: string | null;
  campaignId: string | null;
  documentIds?: string[] | undefined;
  outputIds?: string[] | undefined;
  message?: string | null | undefined;
  /** Whom the run works for, when the caller already resolved it (see run-subject.ts). */
  clientId?: string | null | undefined;
};

type BusinessRow = {
  organization_name: string;
  currency?: string;
  company_name: string | null;
  industry: string | null;
  company_size: string | null;
  description: string | null;
  details: Record<string, unknown> | null;
};

export async function loadAgentContext(tx: Tx, opts: LoadContextOptions): Promise<AgentContext> {
  const [business] = await queryRows<BusinessRow>(
    tx,
    sql`select o.name as organization_name, o.currency, b.company_name, b.industry, b.company_size, b.description, b.details
        from organizations o left join business_contexts b on b.org_id = o.id where o.id = ${opts.orgId}`,
  );
  const campaign = opts.campaignId ? await loadCampaign(tx, opts.campaignId) : null;
  const documents = await loadDocuments(tx, opts.documentIds ?? []);
  const outputs = await loadOutputs(tx, opts.sessionId, opts.outputIds ?? []);
  const clientId =
    opts.clientId !== undefined ? opts.clientId : (await resolveRunSubject(tx, opts)).clientId;
  const client = clientId ? await loadClient(tx, clientId) : null;
  return groundContext({
    business: client ? asClientBusiness(client) : (business ?? null),
    campaign,
    documents,
    outputs,
    message: opts.message ?? null,
    currency: business?.currency ?? DEFAULT_CURRENCY,
  });
}

/** What a client's run may know of the client: never the agency's internal notes on it. */
type ClientRow = {
  name: string;
  industry: string | null;
  description: string | null;
  website: string | null;
};

async function loadClient(tx: Tx, clientId: string): Promise<ClientRow | null> {
  const [row] = await queryRows<ClientRow>(
    tx,
    sql`select name, industry, client_info->>'description' as description, website
        from clients where id = ${clientId}::uuid`,
  );
  return row ?? null;
}

/**
 * The business to ground in when the agency works for a client: the client's alone. Nothing
 * of the agency's record fills a gap (its industry, name or approved details describe the
 * agency); a gap is left to the knowledge base and said in the assumptions.
 */
function asClientBusiness(client: ClientRow): BusinessRow {
  const about = [client.description?.trim(), client.website ? `Website: ${client.website}.` : null];
  return {
    organization_name: client.name,
    company_name: client.name,
    industry: client.industry,
    company_size: null,
    description: about.filter(Boolean).join(' ') || null,
    details: {},
  };
}

async function loadCampaign(tx: Tx, id: string): Promise<ContextCampaign | null> {
  const [row] = await queryRows<{
    id: string;
    name: string;
    description: string | null;
    target_audience: string | null;
    goals: string[];
    objectives: string | null;
    marketing_channels: string[];
    geographic_target: string | null;
    competitor_context: string | null;
    budget_cents: string | number | null;
    success_metrics: string[];
    start_date: string | null;
    end_date: string | null;
  }>(
    tx,
    sql`select id, name, description, target_audience, goals, objectives, marketing_channels, geographic_target,
          competitor_context, budget_cents, success_metrics, to_char(start_date, 'YYYY-MM-DD') as start_date,
          to_char(end_date, 'YYYY-MM-DD') as end_date from campaigns where id = ${id}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    targetAudience: row.target_audience,
    goals: row.goals ?? [],
    objectives: row.objectives,
    channels: row.marketing_channels ?? [],
    geographicTarget: row.geographic_target,
    competitorContext: row.competitor_context,
    budgetCents: row.budget_cents === null ? null : Number(row.budget_cents),
    successMetrics: row.success_metrics ?? [],
    startDate: row.start_date,
    endDate: row.end_date,
  };
}

async function loadDocuments(tx: Tx, ids: string[]): Promise<ContextDocument[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const rows = await queryRows<{ id: string; title: string; text: string }>(
    tx,
    sql`select id, title, left(coalesce(text_content, ''), ${DOCUMENT_TEXT_CHARS}) as text from documents
        where id in (${sql.join(
          unique.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
  if (rows.length !== unique.length)
    throw new AppError('not_found', AGENT_RUN_MESSAGES.documentNotFound);
  return unique.map((id) => contextDocument(rows.find((r) => r.id === id)!));
}

async function loadOutputs(
  tx: Tx,
  sessionId: string | null,
  chosen: string[],
): Promise<ContextOutput[]> {
  const unique = [...new Set(chosen)];
  const picked = unique.length
    ? await queryRows<OutputRow>(
        tx,
        sql`select id, agent_type, output_type, title, summary from agent_outputs
            where id in (${sql.join(
              unique.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`,
      )
    : [];
  if (picked.length !== unique.length)
    throw new AppError('not_found', AGENT_RUN_MESSAGES.outputNotFound);
  const related = sessionId
    ? await queryRows<OutputRow>(
        tx,
        sql`select o.id, o.agent_type, o.output_type, o.title, o.summary from agent_outputs o
            where o.id in (select output_id from agent_session_context where session_id = ${sessionId})
               or o.session_id = ${sessionId}
            order by o.created_at desc limit 5`,
      )
    : [];
  const all = [...picked, ...related.filter((r) => !unique.includes(r.id))];
  return all.map((r) => ({
    id: r.id,
    agentType: r.agent_type,
    outputType: r.output_type,
    title: r.title,
    summary: r.summary,
  }));
}

type OutputRow = {
  id: string;
  agent_type: string;
  output_type: string;
  title: string;
  summary: string | null;
};

const pickText = (details: Record<string, unknown>, keys: string[]): string | null => {
  for (const key of keys) {
    const value = details[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (Array.isArray(value)) {
      const items = value.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
      if (items.length) return items.join(', ');
    }
  }
  return null;
};

const pickList = (details: Record<string, unknown>, keys: string[]): string[] => {
  for (const key of keys) {
    const value = details[key];
    if (Array.isArray(value)) {
      const items = value
        .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
        .map((v) => v.trim());
      if (items.length) return items;
    }
    if (typeof value === 'string' && value.trim())
      return value
        .split(/[,;\n]/)
        .map((v) => v.trim())
        .filter(Boolean);
  }
  return [];
};

/** A document as the agents read it: its opening, its text and its passages. */
export function contextDocument(row: { id: string; title: string; text: string }): ContextDocument {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.text.slice(0, DOCUMENT_EXCERPT_CHARS),
    text: row.text,
    passages: passagesOf(row.id, row.title, row.text),
  };
}

/**
 * Turns the raw rows into the facts every tool uses, with the industry knowledge base
 * filling what the organization has not told us, each such gap listed as an assumption.
 */
export function groundContext(input: {
  business: BusinessRow | null;
  campaign: ContextCampaign | null;
  documents: ContextDocument[];
  outputs: ContextOutput[];
  message: string | null;
  /** The organization's currency (a client's run shows its agency's). */
  currency?: string;
}): AgentContext {
  const { business, campaign, documents, outputs } = input;
  const details = business?.details ?? {};
  const organizationName = business?.organization_name ?? 'Your organization';
  const company =
    business?.company_name?.trim() ||
    pickText(details, ['companyName', 'company_name']) ||
    organizationName;
  const rawIndustry = business?.industry?.trim() || pickText(details, ['industry']);
  // The knowledge base's money benchmarks are US dollar figures: an organization in another
  // currency reads them as such, never as its own ("$150–400 in US dollars").
  const currency = input.currency ?? DEFAULT_CURRENCY;
  const base = knowledgeFor(rawIndustry);
  const knowledge =
    currency === 'USD'
      ? base
      : {
          ...base,
          kpis: base.kpis.map((k) =>
            k.benchmark.includes('$') ? { ...k, benchmark: `${k.benchmark} in US dollars` } : k,
          ),
        };
  const industry = rawIndustry || knowledge.industry;
  const industryKnown = Boolean(rawIndustry) && rawIndustry !== 'Other';
  const assumptions: string[] = [];
  if (!rawIndustry)
    assumptions.push(`No industry is set for ${company}: general benchmarks are used.`);

  const detailAudience = pickText(details, [
    'targetMarket',
    'target_market',
    'targetAudience',
    'target_audience',
    'audience',
    'idealCustomer',
  ]);
  const audienceValue = campaign?.targetAudience?.trim() || detailAudience;
  const audience = audienceValue || knowledge.defaultAudience;
  if (!audienceValue)
    assumptions.push(`No target audience is recorded: assumed ${knowledge.defaultAudience}.`);

  const detailGoal =
    pickList(details, ['goals', 'goal', 'primaryGoal', 'primary_goal', 'objectives'])[0] ?? null;
  const goalValue = campaign?.goals?.[0]?.trim() || campaign?.objectives?.trim() || detailGoal;
  const goal = goalValue || knowledge.defaultGoal;
  if (!goalValue)
    assumptions.push(`No goal is recorded: assumed the aim is to ${knowledge.defaultGoal}.`);

  const competitors = pickList(details, ['competitors', 'mainCompetitors', 'competitor_names']);
  if (campaign?.competitorContext)
    competitors.push(
      ...campaign.competitorContext
        .split(/[,;\n]/)
        .map((c) => c.trim())
        .filter(Boolean)
        .slice(0, 3),
    );
  // Without a list, the names the user wrote in the description, campaign or documents.
  if (competitors.length === 0) {
    const description =
      business?.description ?? pickText(details, ['description', 'businessModel']) ?? '';
    const places: [string, string][] = [
      ['the business description', description],
      ...(campaign
        ? ([[`the “${campaign.name}” campaign`, campaign.description ?? '']] as [string, string][])
        : []),
      ...documents.map((d): [string, string] => [`“${d.title}”`, d.excerpt]),
    ];
    for (const [place, text] of places) {
      const named = competitorsNamedIn(text, [company, organizationName]);
      if (!named.length) continue;
      competitors.push(...named);
      assumptions.push(
        `No competitor list is recorded: ${joinAnd(named)} ${named.length === 1 ? 'is' : 'are'} taken from ${place}.`,
      );
      break;
    }
  }
  const offers = pickList(details, [
    'products',
    'services',
    'offerings',
    'productsServices',
    'products_services',
  ]);

  const sources: OutputSource[] = [
    { kind: 'business_context', id: null, title: `${company} business context (${industry})` },
  ];
  if (campaign) sources.push({ kind: 'campaign', id: campaign.id, title: campaign.name });
  for (const d of documents) sources.push({ kind: 'document', id: d.id, title: d.title });
  for (const o of outputs) sources.push({ kind: 'output', id: o.id, title: o.title });
  sources.push({
    kind: 'knowledge_base',
    id: null,
    title: `${knowledge.industry} benchmarks (Stratagent knowledge base)`,
  });

  return {
    organizationName,
    currency,
    company,
    industry,
    industryKnown,
    companySize: business?.company_size ?? null,
    description:
      business?.description?.trim() ||
      pickText(details, ['description', 'businessModel', 'business_model']),
    audience,
    audienceKnown: Boolean(audienceValue),
    goal,
    goalKnown: Boolean(goalValue),
    uniqueValue: pickText(details, [
      'uniqueValue',
      'unique_value',
      'valueProposition',
      'value_proposition',
      'usp',
    ]),
    competitors: [...new Set(competitors)].slice(0, 5),
    offers: offers.length ? offers.slice(0, 6) : [],
    challenges: pickList(details, ['challenges', 'painPoints', 'pain_points']).slice(0, 4),
    channels: campaign?.channels.length ? campaign.channels : knowledge.channels,
    campaign,
    documents,
    outputs,
    message: input.message,
    knowledge,
    sources,
    assumptions,
  };
}
