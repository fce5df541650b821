import { AGENT_REGISTRY } from '../../src/server/agents/registry';

/**
 * The agents the eval runs: every registered one, or those named in `--agent a,b` (agent
 * types, e.g. `--agent content,quick-wins`) to iterate on one agent's outputs quickly. A
 * filtered run compares only its agents with the baseline and cannot rewrite it.
 */
export function agentFilter(args: readonly string[]): string[] | null {
  const at = args.indexOf('--agent');
  if (at < 0) return null;
  const names = (args[at + 1] ?? '').split(',').filter(Boolean);
  const unknown = names.filter((n) => !AGENT_REGISTRY.some((a) => a.agentType === n));
  if (unknown.length || !names.length)
    throw new Error(
      `--agent takes agent types from: ${AGENT_REGISTRY.map((a) => a.agentType).join(', ')}`,
    );
  return names;
}

const only = agentFilter(process.argv.slice(2));

export const EVAL_AGENTS = only
  ? AGENT_REGISTRY.filter((a) => only.includes(a.agentType))
  : AGENT_REGISTRY;
export const EVAL_FILTERED = only !== null;
