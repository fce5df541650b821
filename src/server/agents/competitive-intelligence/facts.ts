/**
 * What the Competitive Intelligence tools state about the organization's own data, read in
 * code inside the run's tenant transaction: the competitor records the analysis covers, the
 * documents that name them (counted and quoted), and the benchmark comparison computed from
 * the daily metrics. The offline generator states these as they are; the model is given them.
 */
import { sql } from 'drizzle-orm';
import {
  parseAnalysisBrief,
  type AnalysisFocus,
  type BenchmarkComparison,
  type CompetitiveAnalysis,
} from '@/shared/competitive-intelligence';
import { queryRows, type Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { computeBenchmarks } from '../../modules/competitive-intelligence/compute-benchmarks';
import {
  contextCompetitorNames,
  scanDocuments,
} from '../../modules/competitive-intelligence/queries';
import { ofSubject } from '../engine/run-subject';
import { competitorsNamedIn } from '../knowledge/phrases';
import type { FactsQuery } from '../engine/types';

/** The analysis covers at most this many competitors (a matrix wider than that is unreadable). */
export const ANALYSIS_MAX_COMPETITORS = 6;
const EXCERPTS_PER_COMPETITOR = 3;

export const ANALYSIS_MESSAGES = {
  noCompetitors:
    'Record at least one competitor first (Competitive Intelligence → Competitors), or name competitors in your business context.',
} as const;

export type CompetitorFact = {
  name: string;
  website: string | null;
  positioning: string | null;
  strengths: string[];
  weaknesses: string[];
  notes: string | null;
  /** False for a name taken from the business context: there is no record behind it. */
  recorded: boolean;
  /** Where an unrecorded name was found: "the business context's competitor list", "the business description"… */
  foundIn?: string;
};

export type AnalysisFacts = {
  focus: AnalysisFocus;
  competitors: CompetitorFact[];
  /** Names the brief asked for that have no record (said in the assumptions). */
  unknown: string[];
  mentions: CompetitiveAnalysis['mentions'];
  documents: { id: string; title: string }[];
};

type Row = Omit<CompetitorFact, 'recorded'>;

export async function loadAnalysisFacts(tx: Tx, query: FactsQuery): Promise<AnalysisFacts> {
  const brief = parseAnalysisBrief(query.message);
  const rows = await queryRows<Row>(
    tx,
    sql`select name, website, positioning, strengths, weaknesses, notes from competitors
        where org_id = ${query.orgId}::uuid and ${ofSubject(query)} order by created_at, id`,
  );
  const wanted = brief.competitors.map((n) => n.toLowerCase());
  const chosen = wanted.length ? rows.filter((r) => wanted.includes(r.name.toLowerCase())) : rows;
  const unknown = brief.competitors.filter(
    (n) => !rows.some((r) => r.name.toLowerCase() === n.toLowerCase()),
  );
  let competitors: CompetitorFact[] = chosen.slice(0, ANALYSIS_MAX_COMPETITORS).map((r) => ({
    ...r,
    strengths: r.strengths ?? [],
    weaknesses: r.weaknesses ?? [],
    recorded: true,
  }));
  // The business context's names are the organization's own competitors, not a client's.
  if (competitors.length === 0 && !query.clientId)
    competitors = await contextCompetitors(tx, query.orgId, query.campaignId);
  if (competitors.length === 0)
    throw new AppError('validation_error', ANALYSIS_MESSAGES.noCompetitors, { field: 'message' });

  const names = competitors.map((c) => c.name);
  const documents = await scanDocuments(tx, query.orgId, names, query);
  return {
    focus: brief.focus,
    competitors,
    unknown,
    mentions: names.map((name) => {
      const docs = documents.filter((d) => d.mentions.some((m) => m.name === name));
      return {
        competitor: name,
        documents: docs.length,
        excerpts: docs.slice(0, EXCERPTS_PER_COMPETITOR).map((d) => ({
          document_title: d.title,
          excerpt: d.mentions.find((m) => m.name === name)!.excerpt,
        })),
      };
    }),
    documents: documents.map((d) => ({ id: d.id, title: d.title })),
  };
}

/**
 * Without records, the competitor names the organization gave elsewhere: the business
 * context's competitor list, else the names its description or the campaign's text gives
 * ("competing with Pact, Origin and Grind"). Nothing else is known of them.
 */
async function contextCompetitors(
  tx: Tx,
  orgId: string,
  campaignId: string | null,
): Promise<CompetitorFact[]> {
  const unrecorded = (names: string[], foundIn: string): CompetitorFact[] =>
    names.slice(0, ANALYSIS_MAX_COMPETITORS).map((name) => ({
      name,
      website: null,
      positioning: null,
      strengths: [],
      weaknesses: [],
      notes: null,
      recorded: false,
      foundIn,
    }));
  const listed = await contextCompetitorNames(tx, orgId);
  if (listed.length) return unrecorded(listed, "the business context's competitor list");
  const [business] = await queryRows<{ company: string | null; description: string | null }>(
    tx,
    sql`select coalesce(b.company_name, o.name) as company, b.description from organizations o
        left join business_contexts b on b.org_id = o.id where o.id = ${orgId}::uuid`,
  );
  const own = [business?.company ?? ''];
  const fromDescription = competitorsNamedIn(business?.description ?? '', own);
  if (fromDescription.length) return unrecorded(fromDescription, 'the business description');
  if (!campaignId) return [];
  const [campaign] = await queryRows<{ name: string; text: string }>(
    tx,
    sql`select name, concat_ws(' ', competitor_context, description) as text from campaigns
        where id = ${campaignId}::uuid`,
  );
  if (!campaign) return [];
  const fromCampaign = campaign.text
    .split(/[,;\n]/)
    .map((n) => n.trim())
    .filter((n) => n && n.split(' ').length <= 3 && /^[A-Z0-9]/.test(n));
  const named = competitorsNamedIn(campaign.text, own);
  const names = named.length ? named : fromCampaign;
  return unrecorded(names, `the “${campaign.name}” campaign`);
}

export type BenchmarkFacts = BenchmarkComparison;

export const loadBenchmarkFacts = (tx: Tx, query: FactsQuery): Promise<BenchmarkFacts> =>
  computeBenchmarks(tx, query.orgId, { campaignId: query.campaignId, clientId: query.clientId });
