/** Extracted-context history records: create, list pending, edit, approve (merge), reject. */
import { sql } from 'drizzle-orm';
import {
  CONTEXT_EXTRACTION_MESSAGES as M,
  CONTEXT_LIST_FIELDS,
  type ContextHistoryRecord,
  type ExtractedContext,
} from '@/shared/context-extraction';
import { queryRows, type Db, type Tx } from '../../db/client';
import { withTenant, type TenantScope } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { recordWebhookEvent } from '../webhooks/record-event';
import { isUuid } from '../../lib/uuid';

type HistoryRow = {
  id: string;
  session_id: string | null;
  agent_type: string;
  confidence_score: string | number;
  extracted_context: ExtractedContext;
  status: ContextHistoryRecord['status'];
  created_at: Date | string;
  reviewed_at: Date | string | null;
};

const iso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

const present = (row: HistoryRow): ContextHistoryRecord => ({
  id: row.id,
  session_id: row.session_id,
  agent_type: row.agent_type,
  confidence_score: Number(row.confidence_score),
  extracted_context: row.extracted_context,
  status: row.status,
  created_at: iso(row.created_at),
  reviewed_at: row.reviewed_at ? iso(row.reviewed_at) : null,
});

const columns = sql`id, session_id, agent_type, confidence_score, extracted_context, status, created_at, reviewed_at`;

export function createHistoryRecord(
  db: Db,
  scope: TenantScope & { userId: string },
  input: {
    sessionId: string | null;
    agentType: string;
    confidence: number;
    context: ExtractedContext;
  },
) {
  return withTenant(db, scope, async (tx) => {
    if (input.sessionId !== null) {
      // The record may only point at one of the organization's own sessions (RLS hides the rest).
      const [session] = isUuid(input.sessionId)
        ? await queryRows<{ id: string }>(
            tx,
            sql`select id from agent_sessions where id = ${input.sessionId}::uuid`,
          )
        : [];
      if (!session) throw new AppError('not_found', M.sessionNotFound, { field: 'session_id' });
    }
    const [row] = await queryRows<HistoryRow>(
      tx,
      sql`insert into business_context_history (org_id, session_id, agent_type, confidence_score, extracted_context, created_by)
        values (${scope.orgId}, ${input.sessionId}, ${input.agentType}, ${input.confidence}, ${JSON.stringify(input.context)}::jsonb, ${scope.userId})
        returning ${columns}`,
    );
    return present(row!);
  });
}

export function listPendingApprovals(db: Db, scope: TenantScope) {
  return withTenant(db, scope, async (tx) => {
    const rows = await queryRows<HistoryRow>(
      tx,
      sql`select ${columns} from business_context_history where status = 'pending' order by created_at desc, id limit 50`,
    );
    return rows.map(present);
  });
}

async function pendingRecord(tx: Tx, id: string) {
  const [row] = await queryRows<HistoryRow>(
    tx,
    sql`select ${columns} from business_context_history where id = ${id} for update`,
  );
  if (!row) throw new AppError('not_found', M.notFound);
  if (row.status !== 'pending') throw new AppError('conflict', M.alreadyReviewed);
  return row;
}

/** Replaces the extracted context of a pending record with the edited one. */
export function updateHistoryRecord(
  db: Db,
  scope: TenantScope,
  id: string,
  context: ExtractedContext,
) {
  return withTenant(db, scope, async (tx) => {
    await pendingRecord(tx, id);
    const [row] = await queryRows<HistoryRow>(
      tx,
      sql`update business_context_history set extracted_context = ${JSON.stringify(compact(context))}::jsonb
        where id = ${id} returning ${columns}`,
    );
    return present(row!);
  });
}

/** Drops empty strings and empty lists so a cleared field does not overwrite anything. */
function compact(context: ExtractedContext): ExtractedContext {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(context)) {
    if (Array.isArray(value)) {
      const items = value.map((v) => v.trim()).filter(Boolean);
      if (items.length) out[key] = items;
    } else if (typeof value === 'string' && value.trim()) out[key] = value.trim();
  }
  return out as ExtractedContext;
}

type ContextRow = {
  company_name: string | null;
  industry: string | null;
  company_size: string | null;
  description: string | null;
  details: Record<string, unknown>;
};

/**
 * Approves a pending record and merges it into the organization's business context: the
 * onboarding columns are filled only where empty; target market, unique value and business
 * model go into details (the newest approval wins) and list fields are merged without duplicates.
 */
export function approveHistoryRecord(db: Db, scope: TenantScope & { userId: string }, id: string) {
  return withTenant(db, scope, async (tx) => {
    const record = await pendingRecord(tx, id);
    const extracted = compact(record.extracted_context);
    const [current] = await queryRows<ContextRow>(
      tx,
      sql`select company_name, industry, company_size, description, details from business_contexts where org_id = ${scope.orgId} for update`,
    );
    const details: Record<string, unknown> = { ...(current?.details ?? {}) };
    for (const field of ['targetMarket', 'uniqueValue', 'businessModel'] as const) {
      if (extracted[field]) details[field] = extracted[field];
    }
    for (const field of CONTEXT_LIST_FIELDS) {
      const incoming = extracted[field];
      if (!incoming?.length) continue;
      const existing = Array.isArray(details[field])
        ? (details[field] as unknown[]).filter((v): v is string => typeof v === 'string')
        : [];
      const seen = new Set(existing.map((v) => v.toLowerCase()));
      details[field] = [...existing, ...incoming.filter((v) => !seen.has(v.toLowerCase()))];
    }
    const fill = (now: string | null | undefined, next: string | undefined) =>
      now && now.trim() ? now : (next ?? now ?? null);
    const merged = {
      companyName: fill(current?.company_name, extracted.companyName),
      industry: fill(current?.industry, extracted.industry),
      companySize: fill(current?.company_size, extracted.companySize),
      description: fill(current?.description, extracted.description),
    };
    await tx.execute(sql`insert into business_contexts (org_id, company_name, industry, company_size, description, details, updated_by)
      values (${scope.orgId}, ${merged.companyName}, ${merged.industry}, ${merged.companySize}, ${merged.description},
        ${JSON.stringify(details)}::jsonb, ${scope.userId})
      on conflict (org_id) do update set company_name = excluded.company_name, industry = excluded.industry,
        company_size = excluded.company_size, description = excluded.description, details = excluded.details,
        updated_by = excluded.updated_by, updated_at = now()`);
    const [row] = await queryRows<HistoryRow>(
      tx,
      sql`update business_context_history set status = 'approved', reviewed_at = now() where id = ${id} returning ${columns}`,
    );
    await recordWebhookEvent(tx, scope.orgId, 'approval.given', {
      kind: 'business_context',
      history_id: id,
      approved_by: scope.userId,
      fields: Object.keys(extracted),
    });
    return present(row!);
  });
}

/** "Don't Save" and closing the panel: the record is kept as rejected and leaves the pending list. */
export function rejectHistoryRecord(db: Db, scope: TenantScope, id: string) {
  return withTenant(db, scope, async (tx) => {
    await pendingRecord(tx, id);
    const [row] = await queryRows<HistoryRow>(
      tx,
      sql`update business_context_history set status = 'rejected', reviewed_at = now() where id = ${id} returning ${columns}`,
    );
    return present(row!);
  });
}
