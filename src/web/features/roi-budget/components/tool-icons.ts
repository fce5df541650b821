import { Calculator, GitCompareArrows, LineChart, PieChart, Sparkles } from 'lucide-react';
import type { RoiTool } from '@/shared/roi-budget';

export const TOOL_ICONS: Record<RoiTool, typeof Calculator> = {
  roi_calculator: Calculator,
  budget_allocator: PieChart,
  forecast: LineChart,
  scenario_planner: GitCompareArrows,
  optimization: Sparkles,
};
