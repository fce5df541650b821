/**
 * An output's versions (issue 28 point 5, decision 075). The database writes version 1 of
 * every output when it is saved (migration 0054's trigger) and every later one through the
 * same record_output_version(): a snapshot of the output row and its recorded sources. Here:
 * recording a rewrite's or an edit's version, and reading them as the API presents them.
 */
import { sql } from 'drizzle-orm';
import {
  OUTPUT_VERSION_MESSAGES,
  versionEngineLabel,
  type OutputVersion,
  type OutputVersionSummary,
  type VersionEngine,
} from '@/shared/output-versions';
import type { LlmProvider } from '@/shared/ai-models';
import type { OutputSourceKind } from '@/shared/output-sources';
import { queryRows, type Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { iso } from './queries';

/** Adds the output's current state as its next version; answers the version's number. */
export async function recordOutputVersion(
  tx: Tx,
  opts: { outputId: string; engine: VersionEngine; userId: string | null },
): Promise<number> {
  const [row] = await queryRows<{ version: number }>(
    tx,
    sql`select record_output_version(${opts.outputId}::uuid, ${opts.engine}, ${opts.userId}) as version`,
  );
  if (!row?.version) throw new AppError('not_found', 'Output not found');
  return row.version;
}

type VersionRow = {
  version: number;
  title: string;
  summary: string | null;
  content: Record<string, unknown>;
  engine: VersionEngine;
  provider: LlmProvider | null;
  model: string | null;
  created_by: string | null;
  author_name: string | null;
  created_at: Date | string;
  sources: { kind: OutputSourceKind; id: string; title: string }[];
};

const versionSelect = sql`select v.version, v.title, v.summary, v.content, v.engine, v.provider, v.model,
    v.created_by, u.name as author_name, v.created_at, v.sources
  from output_versions v left join users u on u.id = v.created_by`;

function presentSummary(row: VersionRow): OutputVersionSummary {
  return {
    version: row.version,
    title: row.title,
    engine: row.engine,
    provider: row.provider,
    model: row.model,
    engine_label: versionEngineLabel(row),
    created_by: row.created_by,
    author_name: row.author_name,
    created_at: iso(row.created_at)!,
  };
}

/** The output's versions, newest first (the output itself must be visible: the caller checks). */
export async function selectVersions(tx: Tx, outputId: string): Promise<OutputVersionSummary[]> {
  const rows = await queryRows<VersionRow>(
    tx,
    sql`${versionSelect} where v.output_id = ${outputId}::uuid order by v.version desc`,
  );
  return rows.map(presentSummary);
}

export async function selectVersion(
  tx: Tx,
  outputId: string,
  version: number,
): Promise<OutputVersion> {
  const [row] = await queryRows<VersionRow>(
    tx,
    sql`${versionSelect} where v.output_id = ${outputId}::uuid and v.version = ${version}`,
  );
  if (!row) throw new AppError('not_found', OUTPUT_VERSION_MESSAGES.versionNotFound);
  return {
    ...presentSummary(row),
    summary: row.summary,
    content: row.content ?? {},
    sources: (row.sources ?? []).map((s) => ({ kind: s.kind, id: s.id, title: s.title })),
  };
}
