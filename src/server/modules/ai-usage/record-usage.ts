/**
 * Recording AI usage (decision 048): one row per model call with the tokens the provider
 * reported, one per offline-engine run with none. Written in the transaction that saves
 * what the call produced, so a run that saves nothing records nothing.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { LlmConfig } from '../../config';
import type { TokenUsage } from '../../agents/engine/model';

export type UsageRecord = {
  orgId: string;
  clientId: string | null;
  sessionId: string | null;
  runId: string | null;
  kind: 'run' | 'message' | 'extraction';
  /** The model called; undefined = the offline engine. */
  llm: Pick<LlmConfig, 'provider' | 'model'> | undefined;
  /** The calls' tokens; none (or an offline run) records one row with 0 tokens. */
  calls: TokenUsage[];
};

export async function recordAiUsage(tx: Tx, record: UsageRecord): Promise<void> {
  const calls = record.llm && record.calls.length > 0 ? record.calls : [null];
  for (const call of calls) {
    await tx.execute(sql`insert into ai_usage (org_id, client_id, session_id, run_id, kind, engine, provider, model,
        input_tokens, output_tokens)
      values (${record.orgId}, ${record.clientId}, ${record.sessionId}, ${record.runId}, ${record.kind},
        ${record.llm ? 'model' : 'offline'}, ${record.llm?.provider ?? null}, ${record.llm?.model ?? null},
        ${call?.inputTokens ?? 0}, ${call?.outputTokens ?? 0})`);
  }
}
