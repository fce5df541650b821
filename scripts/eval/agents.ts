import { AGENT_REGISTRY } from '../../src/server/agents/registry';
import { EVAL_CONTEXTS } from './contexts';

/** The values of a `--flag a,b` argument, or null without the flag. */
function listArg(args: readonly string[], flag: string): string[] | null {
  const at = args.indexOf(flag);
  if (at < 0) return null;
  return (args[at + 1] ?? '').split(',').filter(Boolean);
}

/**
 * The agents the eval runs: every registered one, or those named in `--agent a,b` (agent
 * types, e.g. `--agent content,quick-wins`) to iterate on one agent's outputs quickly. A
 * filtered run compares only its agents with the baseline and cannot rewrite it.
 */
export function agentFilter(args: readonly string[]): string[] | null {
  const names = listArg(args, '--agent');
  if (!names) return null;
  const unknown = names.filter((n) => !AGENT_REGISTRY.some((a) => a.agentType === n));
  if (unknown.length || !names.length)
    throw new Error(
      `--agent takes agent types from: ${AGENT_REGISTRY.map((a) => a.agentType).join(', ')}`,
    );
  return names;
}

/** `--tool a,b`: only these tool ids of the agents run (e.g. `--tool swot` to try a model cheaply). */
export function toolFilter(args: readonly string[]): string[] | null {
  const ids = listArg(args, '--tool');
  if (!ids) return null;
  const known = AGENT_REGISTRY.flatMap((a) => a.tools.map((t) => t.id));
  if (!ids.length || ids.some((id) => !known.includes(id)))
    throw new Error(`--tool takes tool ids from: ${[...new Set(known)].join(', ')}`);
  return ids;
}

/**
 * `--context a,b`: only these eval contexts (scripts/eval/contexts.ts keys), without the
 * sample profiles and the demo organizations.
 */
export function contextFilter(args: readonly string[]): string[] | null {
  const keys = listArg(args, '--context');
  if (!keys) return null;
  if (!keys.length || keys.some((k) => !EVAL_CONTEXTS.some((c) => c.key === k)))
    throw new Error(`--context takes keys from: ${EVAL_CONTEXTS.map((c) => c.key).join(', ')}`);
  return keys;
}

const args = process.argv.slice(2);
const only = agentFilter(args);
const tools = toolFilter(args);
const contexts = contextFilter(args);

export const EVAL_AGENTS = AGENT_REGISTRY.filter((a) => !only || only.includes(a.agentType))
  .map((a) => (tools ? { ...a, tools: a.tools.filter((t) => tools.includes(t.id)) } : a))
  .filter((a) => a.tools.length > 0);
export const EVAL_CONTEXTS_RUN = contexts
  ? EVAL_CONTEXTS.filter((c) => contexts.includes(c.key))
  : EVAL_CONTEXTS;
/** Only some agents, tools or contexts: the baseline is compared in part and not rewritten. */
export const EVAL_FILTERED = only !== null || tools !== null || contexts !== null;
/** Only some contexts: the sample profiles and the demo organizations do not run. */
export const EVAL_CONTEXTS_ONLY = contexts !== null;

/**
 * The engine the eval runs: the configured model only when `--model` is given, else the
 * offline engine whatever the environment says (CI runs the default).
 */
export function evalConfig<C extends { llm?: unknown }>(configured: C, onModel: boolean): C {
  return onModel ? configured : { ...configured, llm: undefined };
}
