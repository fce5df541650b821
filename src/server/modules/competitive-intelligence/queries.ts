/** What the competitive intelligence services share: the gate, the records, the mention scan. */
import { sql } from 'drizzle-orm';
import {
  COMPETITOR_LIMITS,
  COMPETITOR_MESSAGES,
  type Competitor,
  type CompetitorSuggestion,
} from '@/shared/competitive-intelligence';
import { queryRows, type Db, type Tx } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { ofSubject } from '../../agents/engine/run-subject';
import { competitorsNamedIn } from '../../agents/knowledge/phrases';
import { requireFeature } from '../dashboard/require-feature';
import { findMentions, prefilterPattern, type Mention } from './find-mentions';

export type CompetitiveCaller = { orgId: string; userId: string };

/** Documents scanned for mentions, latest first, and how much of each one's text. */
const MENTION_SCAN = { documents: 200, chars: 200_000 } as const;

/**
 * A tenant transaction for the agent's data, refused (403, the locked-feature message) while
 * the organization has not unlocked competitive intelligence (seed 000 §4).
 */
export function inCompetitiveTx<T>(
  db: Db,
  caller: CompetitiveCaller,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return withTenant(db, caller, async (tx) => {
    await requireFeature(tx, caller, 'competitive');
    return fn(tx);
  });
}

export type CompetitorRow = Omit<Competitor, 'mention_count' | 'unread_alerts'>;

const columns = sql`c.id, c.org_id, c.client_id, c.name, c.website, c.positioning, c.strengths, c.weaknesses,
  c.notes, c.created_by, c.created_at::text as created_at, c.updated_at::text as updated_at`;

const iso = (value: string) => new Date(value).toISOString();
const present = (row: CompetitorRow): CompetitorRow => ({
  ...row,
  strengths: row.strengths ?? [],
  weaknesses: row.weaknesses ?? [],
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

export async function listCompetitorRows(tx: Tx, orgId: string): Promise<CompetitorRow[]> {
  const rows = await queryRows<CompetitorRow>(
    tx,
    sql`select ${columns} from competitors c where c.org_id = ${orgId}::uuid order by lower(c.name), c.id`,
  );
  return rows.map(present);
}

export async function findCompetitorRow(tx: Tx, orgId: string, id: string) {
  const [row] = await queryRows<CompetitorRow>(
    tx,
    sql`select ${columns} from competitors c where c.org_id = ${orgId}::uuid and c.id = ${id}::uuid`,
  );
  if (!row) throw new AppError('not_found', COMPETITOR_MESSAGES.notFound);
  return present(row);
}

/** The records with their document mentions and unread alerts, as the API answers them. */
export async function withCounts(
  tx: Tx,
  orgId: string,
  rows: CompetitorRow[],
): Promise<Competitor[]> {
  if (rows.length === 0) return [];
  const mentions = await scanDocuments(
    tx,
    orgId,
    rows.map((r) => r.name),
  );
  const unread = await queryRows<{ competitor_id: string; n: number }>(
    tx,
    sql`select competitor_id, count(*)::int as n from competitor_alerts
        where org_id = ${orgId}::uuid and read_at is null group by competitor_id`,
  );
  return rows.map((row) => ({
    ...row,
    mention_count: mentions.filter((d) => d.mentions.some((m) => m.name === row.name)).length,
    unread_alerts: unread.find((u) => u.competitor_id === row.id)?.n ?? 0,
  }));
}

export type DocumentMentions = { id: string; title: string; mentions: Mention[] };

/**
 * The organization's documents that name any of `names`, latest first: a SQL prefilter
 * (a word of a name appears somewhere), then the exact whole-word match in code.
 */
export async function scanDocuments(
  tx: Tx,
  orgId: string,
  names: string[],
  /** Only the documents of whom an agent run works for (see run-subject.ts); absent: all. */
  subject?: { clientId: string | null },
): Promise<DocumentMentions[]> {
  const patterns = [...new Set(names.map(prefilterPattern).filter((p): p is string => p !== null))];
  if (patterns.length === 0) return [];
  const docs = await queryRows<{ id: string; title: string; text: string }>(
    tx,
    sql`select id, title, left(text_content, ${MENTION_SCAN.chars}) as text from documents
        where org_id = ${orgId}::uuid ${subject ? sql`and ${ofSubject(subject)}` : sql``}
          and text_content ilike any(array[${sql.join(
            patterns.map((p) => sql`${p}`),
            sql`, `,
          )}]::text[])
        order by created_at desc, id limit ${MENTION_SCAN.documents}`,
  );
  return docs
    .map((d) => ({ id: d.id, title: d.title, mentions: findMentions(d.text, names) }))
    .filter((d) => d.mentions.length > 0);
}

/** The competitor names the business context lists (its approved details), once each. */
export async function contextCompetitorNames(tx: Tx, orgId: string): Promise<string[]> {
  const [row] = await queryRows<{ details: Record<string, unknown> | null }>(
    tx,
    sql`select details from business_contexts where org_id = ${orgId}::uuid`,
  );
  const details = row?.details ?? {};
  const raw = ['competitors', 'mainCompetitors', 'competitor_names']
    .map((key) => details[key])
    .find((v) => v !== undefined && v !== null);
  const names = (Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(/[,;\n]/) : [])
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.trim())
    .filter((v) => v.length > 0 && v.length <= COMPETITOR_LIMITS.nameMax && !/[\r\n]/.test(v));
  const unique = new Map<string, string>();
  for (const name of names)
    if (!unique.has(name.toLowerCase())) unique.set(name.toLowerCase(), name);
  return [...unique.values()];
}

/** Campaigns and documents read for competitor names, latest first, and how much of each. */
const NAME_SCAN = { campaigns: 50, documents: 20, chars: 20_000, suggestions: 8 } as const;

/**
 * Competitor names the organization gave without recording them, each with where it was
 * first found: the business context's competitor list, then the names its description, its
 * campaigns and its documents give ("competing with Pact, Origin and Grind"). The caller's
 * tenant scope decides which campaigns and documents are read; its own name is never one.
 */
export async function contextSuggestions(
  tx: Tx,
  orgId: string,
  recorded: string[],
): Promise<CompetitorSuggestion[]> {
  const seen = new Set(recorded.map((n) => n.toLowerCase()));
  const found: CompetitorSuggestion[] = [];
  const add = (names: string[], foundIn: string) => {
    for (const name of names) {
      if (found.length >= NAME_SCAN.suggestions || seen.has(name.toLowerCase())) continue;
      seen.add(name.toLowerCase());
      found.push({ name, found_in: foundIn });
    }
  };
  add(await contextCompetitorNames(tx, orgId), 'your business context');
  const [business] = await queryRows<{ company: string; description: string | null }>(
    tx,
    sql`select coalesce(b.company_name, o.name) as company, b.description from organizations o
        left join business_contexts b on b.org_id = o.id where o.id = ${orgId}::uuid`,
  );
  const own = [business?.company ?? ''];
  add(competitorsNamedIn(business?.description ?? '', own), 'your business description');
  const campaigns = await queryRows<{ name: string; text: string }>(
    tx,
    sql`select name, left(concat_ws(' ', competitor_context, description), ${NAME_SCAN.chars}) as text
        from campaigns where org_id = ${orgId}::uuid order by created_at desc limit ${NAME_SCAN.campaigns}`,
  );
  for (const c of campaigns) add(competitorsNamedIn(c.text, own), `the campaign “${c.name}”`);
  const documents = await queryRows<{ title: string; text: string }>(
    tx,
    sql`select title, left(text_content, ${NAME_SCAN.chars}) as text from documents
        where org_id = ${orgId}::uuid and text_content is not null
        order by created_at desc limit ${NAME_SCAN.documents}`,
  );
  for (const d of documents) add(competitorsNamedIn(d.text, own), `the document “${d.title}”`);
  return found;
}

export async function insertAlert(
  tx: Tx,
  alert: {
    orgId: string;
    competitorId: string;
    kind: 'record_changed' | 'document_mention';
    documentId?: string | null;
    summary: string;
  },
) {
  await tx.execute(sql`insert into competitor_alerts (org_id, competitor_id, kind, document_id, summary)
    values (${alert.orgId}, ${alert.competitorId}, ${alert.kind}, ${alert.documentId ?? null}, ${alert.summary})`);
}
