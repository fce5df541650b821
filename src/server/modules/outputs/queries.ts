/** Reading outputs as the API presents them (shared by the outputs and agent-sessions modules). */
import { sql, type SQL } from 'drizzle-orm';
import { AGENT_RUN_MESSAGES, type AgentOutput, type Engine } from '@/shared/agent-runs';
import { queryRows, type Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { staleColumn } from './output-sources';

export type OutputRow = {
  id: string;
  org_id: string;
  agent_type: string;
  output_type: string;
  title: string;
  summary: string | null;
  content: Record<string, unknown>;
  engine: string;
  model: string | null;
  saved: boolean;
  session_id: string | null;
  campaign_id: string | null;
  campaign_name: string | null;
  client_id: string | null;
  created_by: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  stale: boolean;
};

export const outputColumns = sql`o.id, o.org_id, o.agent_type, o.output_type, o.title, o.summary, o.content,
  o.engine, o.model, o.saved, o.session_id, o.campaign_id, c.name as campaign_name, o.client_id, o.created_by,
  o.created_at, o.updated_at, ${staleColumn('o')}`;
export const outputSelect = sql`select ${outputColumns}
  from agent_outputs o left join campaigns c on c.id = o.campaign_id`;

export const iso = (v: Date | string | null): string | null =>
  v === null ? null : new Date(v).toISOString();

export function presentOutput(row: OutputRow): AgentOutput {
  return {
    id: row.id,
    org_id: row.org_id,
    agent_type: row.agent_type,
    output_type: row.output_type,
    title: row.title,
    summary: row.summary,
    content: row.content ?? {},
    engine: (row.engine === 'model' ? 'model' : 'offline') as Engine,
    model: row.model,
    saved: row.saved,
    session_id: row.session_id,
    campaign_id: row.campaign_id,
    campaign_name: row.campaign_name,
    client_id: row.client_id,
    created_by: row.created_by,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    stale: row.stale === true,
  };
}

export async function selectOutputs(tx: Tx, where: SQL, tail: SQL = sql``): Promise<AgentOutput[]> {
  const rows = await queryRows<OutputRow>(tx, sql`${outputSelect} where ${where} ${tail}`);
  return rows.map(presentOutput);
}

export async function findOutput(tx: Tx, id: string): Promise<AgentOutput> {
  const [output] = await selectOutputs(tx, sql`o.id = ${id}`);
  if (!output) throw new AppError('not_found', AGENT_RUN_MESSAGES.outputNotFound);
  return output;
}

/** A campaign of the caller's organization (RLS hides the others), or 404. */
export async function assertCampaign(
  tx: Tx,
  campaignId: string,
): Promise<{ id: string; client_id: string | null }> {
  const [row] = await queryRows<{ id: string; client_id: string | null }>(
    tx,
    sql`select id, client_id from campaigns where id = ${campaignId}`,
  );
  if (!row) throw new AppError('not_found', AGENT_RUN_MESSAGES.campaignNotFound);
  return row;
}

/**
 * The campaign a client's work (an output, a session) may join: one of that client's own.
 * Work of no client (an SME's, an agency's own) may join any campaign, and then belongs to
 * the campaign's client. Clients' data stay apart (seed 001 §2).
 */
export async function assertCampaignFor(
  tx: Tx,
  campaignId: string,
  clientId: string | null,
): Promise<{ id: string; client_id: string | null }> {
  const campaign = await assertCampaign(tx, campaignId);
  if (clientId && campaign.client_id !== clientId)
    throw new AppError('validation_error', AGENT_RUN_MESSAGES.campaignOfAnotherClient, {
      field: 'campaign_id',
    });
  return campaign;
}
