/**
 * AI usage read back (decision 048): tokens in and out by model over a period, priced when
 * read with the configured price table, for one client or the whole organization.
 */
import { sql } from 'drizzle-orm';
import {
  costOf,
  monthRange,
  type AiUsageLine,
  type AiUsagePeriod,
  type ClientAiUsage,
  type OrgAiUsage,
  type PriceTable,
} from '@/shared/ai-models';
import { queryRows, type Db, type Tx } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { AI_MODEL_MESSAGES } from '@/shared/ai-models';
import { findClient, inClientTx, readableClientIds, type ClientCaller } from '../clients/queries';

type Range = { from: string; to: string };

type Row = {
  engine: 'model' | 'offline';
  provider: string | null;
  model: string | null;
  client_id: string | null;
  client_name: string | null;
  calls: number;
  runs: number;
  input_tokens: number;
  output_tokens: number;
};

/**
 * The usage rows of a period (inclusive UTC dates) grouped by client and model. `clientIds`
 * null = the whole organization. A "run" is an agent run (however many model calls it made)
 * or a chat answer.
 */
async function selectUsage(
  tx: Tx,
  orgId: string,
  range: Range,
  clientIds: string[] | null,
): Promise<Row[]> {
  const ids = clientIds === null ? sql`null::uuid[]` : sql`${`{${clientIds.join(',')}}`}::uuid[]`;
  const rows = await queryRows<Row>(
    tx,
    sql`select u.engine, u.provider, u.model, u.client_id, c.name as client_name,
        count(*)::float8 as calls, count(distinct coalesce(u.run_id, u.id))::float8 as runs,
        coalesce(sum(u.input_tokens), 0)::float8 as input_tokens,
        coalesce(sum(u.output_tokens), 0)::float8 as output_tokens
      from ai_usage u left join clients c on c.id = u.client_id
      where u.org_id = ${orgId}::uuid
        and u.created_at >= ${range.from}::date
        and u.created_at < ${range.to}::date + 1
        and (${ids} is null or u.client_id = any(${ids}))
      group by u.engine, u.provider, u.model, u.client_id, c.name
      order by c.name nulls first, u.provider nulls first, u.model nulls first`,
  );
  return rows.map((r) => ({
    ...r,
    calls: Number(r.calls),
    runs: Number(r.runs),
    input_tokens: Number(r.input_tokens),
    output_tokens: Number(r.output_tokens),
  }));
}

type Totals = Pick<
  AiUsagePeriod,
  'runs' | 'input_tokens' | 'output_tokens' | 'cost_usd' | 'has_unpriced'
>;

function totalsOf(lines: Omit<AiUsageLine, 'engine' | 'provider' | 'model' | 'calls'>[]): Totals {
  const totals: Totals = {
    runs: 0,
    input_tokens: 0,
    output_tokens: 0,
    cost_usd: 0,
    has_unpriced: false,
  };
  for (const line of lines) {
    totals.runs += line.runs;
    totals.input_tokens += line.input_tokens;
    totals.output_tokens += line.output_tokens;
    if (line.cost_usd === null) totals.has_unpriced = true;
    else totals.cost_usd += line.cost_usd;
  }
  return totals;
}

/** The period's lines by model (clients merged), priced, and their totals. */
export function summarizeUsage(rows: Row[], range: Range, prices: PriceTable): AiUsagePeriod {
  const byModel = new Map<string, AiUsageLine>();
  for (const row of rows) {
    const key = `${row.engine}|${row.provider ?? ''}|${row.model ?? ''}`;
    const line = byModel.get(key) ?? {
      engine: row.engine,
      provider: row.provider,
      model: row.model,
      calls: 0,
      runs: 0,
      input_tokens: 0,
      output_tokens: 0,
      cost_usd: 0,
    };
    line.calls += row.calls;
    line.runs += row.runs;
    line.input_tokens += row.input_tokens;
    line.output_tokens += row.output_tokens;
    byModel.set(key, line);
  }
  const lines = [...byModel.values()].map((line) => ({ ...line, cost_usd: costOf(prices, line) }));
  return { ...range, ...totalsOf(lines), by_model: lines };
}

function byClient(rows: Row[], prices: PriceTable): OrgAiUsage['by_client'] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = row.client_id ?? '';
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => ({
    client_id: group[0]!.client_id,
    client_name: group[0]!.client_name,
    ...totalsOf(group.map((row) => ({ ...row, cost_usd: costOf(prices, row) }))),
  }));
}

/** A client's usage this calendar month and the last (UTC). */
export function getClientAiUsage(
  db: Db,
  caller: ClientCaller,
  clientId: string,
  prices: PriceTable,
  now = new Date(),
): Promise<ClientAiUsage> {
  return inClientTx(db, caller, async (tx) => {
    await findClient(tx, caller, clientId, { includeArchived: true });
    const period = async (range: Range) =>
      summarizeUsage(await selectUsage(tx, caller.orgId, range, [clientId]), range, prices);
    return {
      this_month: await period(monthRange(now, 0)),
      last_month: await period(monthRange(now, -1)),
    };
  });
}

/**
 * The organization's usage in a period (this month when not given), in all and by client.
 * A client-scoped member sees their clients' usage only.
 */
export function getOrgAiUsage(
  db: Db,
  caller: ClientCaller,
  query: { from?: string | undefined; to?: string | undefined },
  prices: PriceTable,
  now = new Date(),
): Promise<OrgAiUsage> {
  const month = monthRange(now, 0);
  const range = { from: query.from ?? month.from, to: query.to ?? month.to };
  if (range.from > range.to) throw new AppError('validation_error', AI_MODEL_MESSAGES.badRange);
  return withTenant(db, { orgId: caller.orgId, userId: caller.userId }, async (tx) => {
    const rows = await selectUsage(tx, caller.orgId, range, readableClientIds(caller));
    return { ...summarizeUsage(rows, range, prices), by_client: byClient(rows, prices) };
  });
}
