/**
 * The hard checks of one run, as `npm run eval:agents` has always made them: the output
 * matches its schema, is grounded in the business, holds no placeholder, and every figure
 * equals the data's. A failure here fails the eval whatever the baseline says.
 */
import type { Config } from '../../src/server/config';
import { createLanguageModel, runToolOnModel } from '../../src/server/agents/engine/model';
import type { AgentContext, AgentTool } from '../../src/server/agents/engine/types';
import { completeOutput, offlineOutput } from '../../src/server/agents/engine/complete-output';

const PLACEHOLDER = /\[[^\]]*\]|lorem|\bTBD\b|XXX/i;
export const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(strings)
      : [];

/** One run's result; `tool` is agentType/toolId. */
export type Verdict = {
  ok: boolean;
  line: string;
  /** agentType/toolId */
  tool: string;
  /** The run's full label: the tool, the business and the campaign. */
  label: string;
  content: unknown;
  ms: number;
};

/** Runs one tool on one context (offline, or the model and then the tool's finalize). */
async function produce(config: Config, tool: AgentTool, ctx: AgentContext): Promise<unknown> {
  if (!config.llm) return offlineOutput(tool, ctx);
  const content = await runToolOnModel({
    model: createLanguageModel(config.llm),
    maxRetries: config.llm.maxRetries,
    tool,
    ctx,
    signal: AbortSignal.timeout(config.llm.timeoutMs),
    emit: { progress: () => undefined, text: () => undefined },
  });
  return completeOutput(tool, ctx, content);
}

export async function judge(
  config: Config,
  label: string,
  tool: AgentTool,
  ctx: AgentContext,
  mustMention: string[],
  oneOf: string[],
): Promise<Verdict> {
  const started = performance.now();
  let content: unknown;
  let error: string | null = null;
  try {
    content = await produce(config, tool, ctx);
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  const valid = !error && tool.schema.safeParse(content).success;
  const text = strings(content).join('\n');
  const grounded =
    mustMention.every((m) => text.includes(m)) &&
    (oneOf.length === 0 || oneOf.some((m) => text.includes(m)));
  const placeholders = strings(content).filter((s) => PLACEHOLDER.test(s));
  const figures = valid && tool.verifyFigures ? tool.verifyFigures(ctx.facts, content) : [];
  const ok = valid && grounded && placeholders.length === 0 && figures.length === 0;
  return {
    ok,
    tool: label.split(' ')[0]!,
    label,
    content,
    ms: performance.now() - started,
    line: `${ok ? 'PASS' : 'FAIL'}  ${label.padEnd(52)} schema ${valid ? 'valid' : 'INVALID'} · grounding ${grounded ? 'yes' : 'NO'} · placeholders ${placeholders.length ? placeholders.slice(0, 2).join(' | ') : 'none'}${tool.verifyFigures ? ` · figures ${figures.length ? `WRONG: ${figures.slice(0, 3).join('; ')}` : 'match the data'}` : ''}${error ? ` · error: ${error}` : ''}`,
  };
}
