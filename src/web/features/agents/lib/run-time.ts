import { runTimeLabel } from '@/shared/agents';
import { useAgents } from '../api/get-agents';

/** The engine the organization's runs use, once known: 'offline' or 'model'. */
export const useEngine = () => useAgents().data?.engine?.engine;

/**
 * The run time to show beside an agent or framework: the catalogue's estimate when a model
 * writes the runs (or while the engine is not known yet), "Seconds, offline" when the
 * offline engine does. Reads the same engine as the agent pages' badge.
 */
export function useRunTime(): (estimated: string) => string {
  const engine = useEngine();
  return (estimated) => runTimeLabel(estimated, engine);
}
