/** The strategy agent's output schemas live in shared (the web renders them); re-exported here. */
export {
  STRATEGY_FRAMEWORKS,
  STRATEGY_OUTPUT_SCHEMAS,
  type StrategyFrameworkId,
  type StrategyOutputContent,
} from '@/shared/agent-runs';
