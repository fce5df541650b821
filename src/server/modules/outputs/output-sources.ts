/**
 * The sources an output was grounded in (issue 11, point 5a; decision 044): recorded with
 * their versions in the transaction that saves the output, compared with the current
 * versions whenever the output is read. Both sides use the database's
 * output_source_version() (migration 0034), so the version saved and the version read are
 * computed by one definition.
 */
import { agentById } from '@/shared/agents';
import { sql } from 'drizzle-orm';
import type { OutputSourceKind, OutputSourceRecord } from '@/shared/output-sources';
import { queryRows, type Tx } from '../../db/client';

/** Most approved extraction records an output lists: the newest win (they are merged newest-last). */
const MAX_FACTS = 50;

export type SourceRef = { kind: OutputSourceKind; id: string; title: string };

/** Whether the output has a source whose current version differs from the recorded one. */
export const staleColumn = (alias: string) =>
  sql.raw(`exists (select 1 from output_sources s where s.output_id = ${alias}.id
    and s.source_version <> output_source_version(s.source_kind, s.source_id)) as stale`);

/** Records the given sources with their current versions (a source listed twice counts once). */
export async function recordSources(
  tx: Tx,
  opts: { outputId: string; orgId: string; sources: SourceRef[] },
): Promise<void> {
  const unique = new Map(opts.sources.map((s) => [`${s.kind}:${s.id}`, s]));
  if (unique.size === 0) return;
  const values = [...unique.values()].map(
    (s) =>
      sql`(${opts.outputId}::uuid, ${opts.orgId}::uuid, ${s.kind}, ${s.id}::uuid, ${s.title},
        output_source_version(${s.kind}, ${s.id}::uuid))`,
  );
  await tx.execute(sql`insert into output_sources (output_id, org_id, source_kind, source_id, title, source_version)
    values ${sql.join(values, sql`, `)} on conflict do nothing`);
}

/**
 * What an agent run read (loadAgentContext): the organization's business context with its
 * approved extracted facts, or, for work done for a client, the client's record (the agency's
 * facts describe the agency, not the client), plus the documents the run was given.
 */
export async function runSources(
  tx: Tx,
  opts: {
    orgId: string;
    clientId: string | null;
    campaignId: string | null;
    documentIds: string[];
    company: string;
  },
): Promise<SourceRef[]> {
  const sources: SourceRef[] = [
    { kind: 'business_context', id: opts.orgId, title: `${opts.company} business context` },
  ];
  const [client] = await queryRows<{ id: string; name: string }>(
    tx,
    sql`select id, name from clients where id = coalesce(${opts.clientId}::uuid,
          (select client_id from campaigns where id = ${opts.campaignId}::uuid))`,
  );
  if (client) sources.push({ kind: 'client', id: client.id, title: client.name });
  else sources.push(...(await approvedFacts(tx)));
  if (opts.documentIds.length) {
    const docs = await queryRows<{ id: string; title: string }>(
      tx,
      sql`select id, title from documents where id in (${sql.join(
        [...new Set(opts.documentIds)].map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
    sources.push(...docs.map((d) => ({ kind: 'document' as const, id: d.id, title: d.title })));
  }
  return sources;
}

/** The organization's approved extracted facts, as the business context merged them. */
export async function approvedFacts(tx: Tx): Promise<SourceRef[]> {
  const rows = await queryRows<{ id: string; agent_type: string; reviewed_at: string | null }>(
    tx,
    sql`select id, agent_type, coalesce(reviewed_at, created_at)::date::text as reviewed_at
        from business_context_history where status = 'approved'
        order by coalesce(reviewed_at, created_at) desc, id limit ${MAX_FACTS}`,
  );
  return rows.map((r) => ({
    kind: 'fact' as const,
    id: r.id,
    title: `Details approved from a ${agentById(r.agent_type)?.shortName ?? 'agent'} conversation${r.reviewed_at ? ` (${r.reviewed_at})` : ''}`,
  }));
}

/** An output's recorded sources with whether each changed (or is gone) since. */
export async function readSources(tx: Tx, outputId: string): Promise<OutputSourceRecord[]> {
  const rows = await queryRows<{
    source_kind: OutputSourceKind;
    source_id: string;
    title: string;
    source_version: string;
    current_version: string;
  }>(
    tx,
    sql`select source_kind, source_id, title, source_version,
          output_source_version(source_kind, source_id) as current_version
        from output_sources where output_id = ${outputId}::uuid
        order by array_position(array['business_context', 'client', 'brand_voice', 'fact', 'document', 'competitor'], source_kind),
          title, source_id`,
  );
  return rows.map((r) => ({
    kind: r.source_kind,
    id: r.source_id,
    title: r.title,
    changed: r.current_version !== r.source_version,
    exists: r.current_version !== 'absent',
  }));
}
