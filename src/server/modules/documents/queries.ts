/** Reading documents: list, detail and full-text search, always inside the caller's tenant. */
import { sql, type SQL } from 'drizzle-orm';
import {
  DOCUMENT_LIST_LIMIT,
  DOCUMENT_MESSAGES,
  DOCUMENT_SEARCH_LIMIT,
  type DocumentDetail,
  type DocumentSearchResult,
  type DocumentSummary,
  type HighlightSegment,
} from '@/shared/documents';
import { queryRows, type Db, type Tx } from '../../db/client';
import { withTenant, type TenantScope } from '../../db/tenant';
import { AppError } from '../../lib/errors';

const EXCERPT_CHARS = 240;
const PREVIEW_CHARS = 5_000;

export type DocumentRow = {
  id: string;
  title: string;
  filename: string;
  mime_type: string;
  size_bytes: string | number;
  storage_key: string | null;
  campaign_id: string | null;
  campaign_name: string | null;
  client_id: string | null;
  client_name: string | null;
  excerpt: string;
  text_length: number;
  created_at: Date | string;
};

const iso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

const summaryColumns = sql`d.id, d.title, d.filename, d.mime_type, d.size_bytes, d.storage_key, d.campaign_id,
  c.name as campaign_name, d.client_id, cl.name as client_name,
  left(d.text_content, ${EXCERPT_CHARS}) as excerpt, length(d.text_content)::int as text_length, d.created_at`;
const joins = sql`from documents d
  left join campaigns c on c.id = d.campaign_id
  left join clients cl on cl.id = d.client_id`;

export function presentSummary(row: DocumentRow): DocumentSummary {
  return {
    id: row.id,
    title: row.title,
    filename: row.filename,
    mimeType: row.mime_type,
    sizeBytes: Number(row.size_bytes),
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    clientId: row.client_id,
    clientName: row.client_name,
    excerpt: row.excerpt.replace(/\s+/g, ' ').trim(),
    textLength: row.text_length,
    createdAt: iso(row.created_at),
  };
}

export type ListFilters = { campaignId?: string | undefined; clientId?: string | undefined };

/** The latest documents first, optionally those of one campaign or one client. */
export function listDocuments(db: Db, scope: TenantScope, filters: ListFilters) {
  return withTenant(db, scope, async (tx) => {
    const where: SQL[] = [sql`true`];
    if (filters.campaignId) where.push(sql`d.campaign_id = ${filters.campaignId}`);
    if (filters.clientId) where.push(sql`d.client_id = ${filters.clientId}`);
    const condition = sql.join(where, sql` and `);
    const rows = await queryRows<DocumentRow>(
      tx,
      sql`select ${summaryColumns} ${joins} where ${condition} order by d.created_at desc, d.id limit ${DOCUMENT_LIST_LIMIT}`,
    );
    const [count] = await queryRows<{ total: number }>(
      tx,
      sql`select count(*)::int as total from documents d where ${condition}`,
    );
    return { documents: rows.map(presentSummary), total: count?.total ?? rows.length };
  });
}

export async function findDocument(tx: Tx, id: string) {
  const [row] = await queryRows<DocumentRow & { text_preview: string }>(
    tx,
    sql`select ${summaryColumns}, left(d.text_content, ${PREVIEW_CHARS}) as text_preview ${joins} where d.id = ${id}`,
  );
  if (!row) throw new AppError('not_found', DOCUMENT_MESSAGES.notFound);
  return row;
}

export function getDocument(
  db: Db,
  scope: TenantScope,
  id: string,
): Promise<DocumentDetail & { storageKey: string | null }> {
  return withTenant(db, scope, async (tx) => {
    const row = await findDocument(tx, id);
    return {
      ...presentSummary(row),
      textPreview: row.text_preview,
      textTruncated: row.text_length > PREVIEW_CHARS,
      storageKey: row.storage_key,
    };
  });
}

// Private-use characters mark the hits: they cannot come from a user's query, and the
// snippet leaves the server as plain-text segments, never as HTML.
const START = '\uE000';
const STOP = '\uE001';
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=35, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

export function toSegments(marked: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  for (const part of marked.split(START)) {
    const stop = part.indexOf(STOP);
    if (stop < 0) {
      if (part) segments.push({ text: strip(part), match: false });
      continue;
    }
    segments.push({ text: strip(part.slice(0, stop)), match: true });
    const rest = part.slice(stop + STOP.length);
    if (rest) segments.push({ text: strip(rest), match: false });
  }
  return segments.reduce<HighlightSegment[]>((merged, segment) => {
    const last = merged.at(-1);
    if (last && last.match === segment.match) last.text += segment.text;
    else merged.push({ ...segment });
    return merged;
  }, []);
}
const strip = (text: string) =>
  text.replaceAll(START, '').replaceAll(STOP, '').replace(/\s+/g, ' ');

type SearchRow = {
  id: string;
  title: string;
  filename: string;
  mime_type: string;
  campaign_id: string | null;
  client_id: string | null;
  created_at: Date | string;
  rank: number;
  title_headline: string;
  snippet: string;
};

/** PostgreSQL full-text search (web-search syntax: "quoted phrases", or, -exclusions), best match first. */
export function searchDocuments(
  db: Db,
  scope: TenantScope,
  query: string,
): Promise<DocumentSearchResult[]> {
  return withTenant(db, scope, async (tx) => {
    const rows = await queryRows<SearchRow>(
      tx,
      sql`select d.id, d.title, d.filename, d.mime_type, d.campaign_id, d.client_id, d.created_at,
          ts_rank(d.search_vector, q)::float8 as rank,
          ts_headline('english', d.title, q, ${`HighlightAll=true, StartSel=${START}, StopSel=${STOP}`}) as title_headline,
          ts_headline('english', d.text_content, q, ${HEADLINE_OPTIONS}) as snippet
        from documents d, websearch_to_tsquery('english', ${query}) q
        where d.search_vector @@ q
        order by rank desc, d.created_at desc
        limit ${DOCUMENT_SEARCH_LIMIT}`,
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      filename: row.filename,
      mimeType: row.mime_type,
      campaignId: row.campaign_id,
      clientId: row.client_id,
      createdAt: iso(row.created_at),
      rank: Number(row.rank),
      titleSegments: toSegments(row.title_headline),
      snippet: toSegments(row.snippet),
    }));
  });
}
