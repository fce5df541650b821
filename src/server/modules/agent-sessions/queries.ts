/** Reading sessions, runs and messages as the API presents them. */
import { sql, type SQL } from 'drizzle-orm';
import {
  AGENT_RUN_MESSAGES,
  type AgentMessage,
  type AgentMessageRole,
  type AgentRun,
  type AgentSession,
  type Engine,
  type RunStatus,
} from '@/shared/agent-runs';
import { queryRows, type Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { iso } from '../outputs/queries';

/**
 * A run whose heartbeat is older than this belongs to a server that stopped: three missed
 * heartbeats. Claiming a live but stalled process's run by mistake costs only repeated work,
 * as the attempt fences the stalled process's writes (see holdsRun).
 */
export const STALE_RUN_SECONDS = 15;
export const HEARTBEAT_MS = 5_000;
/** How often each process looks for stale runs to claim. */
export const SWEEP_INTERVAL_MS = 5_000;
/** A run is executed at most this many times (its first start included), then it fails. */
export const MAX_RUN_ATTEMPTS = 3;

type SessionRow = {
  id: string;
  agent_type: string;
  title: string;
  mode: string | null;
  status: string;
  campaign_id: string | null;
  client_id: string | null;
  campaign_name: string | null;
  created_by: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  output_count: number;
  last_run_status: RunStatus | null;
};

const sessionSelect = sql`select s.id, s.agent_type, s.title, s.mode, s.status, s.campaign_id, s.client_id,
  c.name as campaign_name, s.created_by, s.created_at, s.updated_at,
  (select count(*)::int from agent_outputs o where o.session_id = s.id) as output_count,
  (select r.status from agent_runs r where r.session_id = s.id order by r.created_at desc limit 1) as last_run_status
  from agent_sessions s left join campaigns c on c.id = s.campaign_id`;

const presentSession = (r: SessionRow): AgentSession => ({
  id: r.id,
  agent_type: r.agent_type,
  title: r.title,
  mode: r.mode,
  status: r.status,
  campaign_id: r.campaign_id,
  client_id: r.client_id,
  campaign_name: r.campaign_name,
  created_by: r.created_by,
  created_at: iso(r.created_at)!,
  updated_at: iso(r.updated_at)!,
  output_count: r.output_count,
  last_run_status: r.last_run_status,
});

export async function selectSessions(
  tx: Tx,
  where: SQL,
  tail: SQL = sql``,
): Promise<AgentSession[]> {
  const rows = await queryRows<SessionRow>(tx, sql`${sessionSelect} where ${where} ${tail}`);
  return rows.map(presentSession);
}

export async function findSession(tx: Tx, id: string): Promise<AgentSession> {
  const [session] = await selectSessions(tx, sql`s.id = ${id}`);
  if (!session) throw new AppError('not_found', AGENT_RUN_MESSAGES.sessionNotFound);
  return session;
}

type RunRow = {
  id: string;
  session_id: string;
  status: RunStatus;
  tool: string;
  input: AgentRun['input'];
  error: string | null;
  engine: string;
  model: string | null;
  output_id: string | null;
  created_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  heartbeat_at: Date | string | null;
};

export const presentRun = (r: RunRow): AgentRun => ({
  id: r.id,
  session_id: r.session_id,
  status: r.status,
  tool: r.tool,
  input: r.input ?? {},
  error: r.error,
  engine: (r.engine === 'model' ? 'model' : 'offline') as Engine,
  model: r.model,
  output_id: r.output_id,
  created_at: iso(r.created_at)!,
  started_at: iso(r.started_at),
  finished_at: iso(r.finished_at),
  heartbeat_at: iso(r.heartbeat_at),
});

const runSelect = sql`select id, session_id, status, tool, input, error, engine, model, output_id, created_at,
  started_at, finished_at, heartbeat_at from agent_runs`;

export async function selectRuns(tx: Tx, where: SQL, tail: SQL = sql``): Promise<AgentRun[]> {
  const rows = await queryRows<RunRow>(tx, sql`${runSelect} where ${where} ${tail}`);
  return rows.map(presentRun);
}

export async function findRun(tx: Tx, sessionId: string, runId: string): Promise<AgentRun> {
  const [run] = await selectRuns(tx, sql`id = ${runId} and session_id = ${sessionId}`);
  if (!run) throw new AppError('not_found', AGENT_RUN_MESSAGES.runNotFound);
  return run;
}

type MessageRow = {
  id: string;
  session_id: string;
  role: AgentMessageRole;
  content: string;
  parts: unknown[];
  created_at: Date | string;
};

export async function selectMessages(
  tx: Tx,
  sessionId: string,
  limit = 200,
): Promise<AgentMessage[]> {
  const rows = await queryRows<MessageRow>(
    tx,
    sql`select * from (select id, session_id, role, content, parts, created_at from agent_messages
        where session_id = ${sessionId} order by created_at desc, id desc limit ${limit}) m order by created_at, id`,
  );
  return rows.map((r) => ({ ...r, parts: r.parts ?? [], created_at: iso(r.created_at)! }));
}

export async function insertMessage(
  tx: Tx,
  m: {
    orgId: string;
    sessionId: string;
    role: AgentMessageRole;
    content: string;
    parts?: unknown[];
  },
): Promise<string> {
  const parts = m.parts ?? [{ type: 'text', text: m.content }];
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into agent_messages (org_id, session_id, role, content, parts)
        values (${m.orgId}, ${m.sessionId}, ${m.role}, ${m.content}, ${JSON.stringify(parts)}::jsonb) returning id`,
  );
  return row!.id;
}

/** A client of the caller's organization, or 404. */
export async function assertClient(tx: Tx, clientId: string): Promise<void> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select id from clients where id = ${clientId}`,
  );
  if (!row) throw new AppError('not_found', AGENT_RUN_MESSAGES.clientNotFound);
}

/**
 * Whether this attempt still holds the run: it is running and no other process has claimed
 * it since. Locks the row, so the caller's writes that follow commit or fail with it.
 */
export async function holdsRun(tx: Tx, runId: string, attempt: number): Promise<boolean> {
  const [row] = await queryRows<{ status: string; attempts: number }>(
    tx,
    sql`select status, attempts from agent_runs where id = ${runId} for update`,
  );
  return row?.status === 'running' && row.attempts === attempt;
}
