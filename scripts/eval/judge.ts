/**
 * The hard checks of one run, as `npm run eval:agents` has always made them: the output
 * matches its schema, is grounded in the business, holds no placeholder, and every figure
 * equals the data's. A failure here fails the eval whatever the baseline says.
 */
import type { Config } from '../../src/server/config';
import type { ModelOutcome, TokenUsage } from '../../src/server/agents/engine/model';
import type { AgentContext, AgentTool } from '../../src/server/agents/engine/types';
import { offlineOutput } from '../../src/server/agents/engine/complete-output';

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
  /** On the model: whether its answer fitted, was repaired or gave way to the offline draft. */
  outcome?: ModelOutcome;
  /** On the model: the tokens its calls used. */
  usage?: TokenUsage;
};

type Produced = { content: unknown; outcome?: ModelOutcome; usage?: TokenUsage };

/** Runs one tool on one context: offline, or on the model as a run does (decision 076). */
async function produce(config: Config, tool: AgentTool, ctx: AgentContext): Promise<Produced> {
  if (!config.llm) return { content: offlineOutput(tool, ctx) };
  const { createLanguageModel, runToolOnModel } =
    await import('../../src/server/agents/engine/model');
  const usage: TokenUsage = { inputTokens: 0, outputTokens: 0 };
  const { content, outcome } = await runToolOnModel({
    model: createLanguageModel(config.llm),
    maxRetries: config.llm.maxRetries,
    tool,
    ctx,
    signal: AbortSignal.timeout(config.llm.timeoutMs),
    emit: { progress: () => undefined, text: () => undefined },
    onUsage: (call) => {
      usage.inputTokens += call.inputTokens;
      usage.outputTokens += call.outputTokens;
    },
  });
  return { content, outcome, usage };
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
  let produced: Produced | undefined;
  let error: string | null = null;
  try {
    produced = await produce(config, tool, ctx);
    content = produced.content;
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
    outcome: produced?.outcome,
    usage: produced?.usage,
    line: `${ok ? 'PASS' : 'FAIL'}  ${label.padEnd(52)} schema ${valid ? 'valid' : 'INVALID'} · grounding ${grounded ? 'yes' : 'NO'} · placeholders ${placeholders.length ? placeholders.slice(0, 2).join(' | ') : 'none'}${tool.verifyFigures ? ` · figures ${figures.length ? `WRONG: ${figures.slice(0, 3).join('; ')}` : 'match the data'}` : ''}${produced?.outcome ? ` · model answer ${produced.outcome}` : ''}${error ? ` · error: ${error}` : ''}`,
  };
}
