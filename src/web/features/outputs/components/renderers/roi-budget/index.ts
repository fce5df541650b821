import { ROI_TOOL_INFO } from '@/shared/roi-budget';
import type { OutputRenderers } from '../types';
import {
  BudgetAllocationRenderer,
  BudgetOptimizationRenderer,
  BudgetScenarioRenderer,
  RoiAnalysisRenderer,
  RoiForecastRenderer,
} from './renderers';

/** The ROI & Budget agent's output types, each with its layout. */
export const roiBudgetRenderers: OutputRenderers = {
  [ROI_TOOL_INFO.roi_calculator.outputType]: RoiAnalysisRenderer,
  [ROI_TOOL_INFO.budget_allocator.outputType]: BudgetAllocationRenderer,
  [ROI_TOOL_INFO.forecast.outputType]: RoiForecastRenderer,
  [ROI_TOOL_INFO.scenario_planner.outputType]: BudgetScenarioRenderer,
  [ROI_TOOL_INFO.optimization.outputType]: BudgetOptimizationRenderer,
};
