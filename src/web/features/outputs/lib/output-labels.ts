import { STRATEGY_FRAMEWORKS } from '@/shared/agent-runs';
import { OUTPUT_AGENT_OPTIONS } from '@/shared/agents';
import { CONTENT_TOOL_IDS, CONTENT_TOOLS } from '@/shared/content';

/** Output types besides the strategy frameworks that agents save (and the demo data holds). */
const OTHER_TYPES: Record<string, string> = {
  persona: 'Persona',
  marketing_plan: 'Marketing plan',
  content: 'Content',
  campaign_plan: 'Campaign plan',
  competitor_analysis: 'Competitor analysis',
  quick_start: 'Quick start plan',
  roi_analysis: 'ROI analysis',
  budget_allocation: 'Budget allocation',
  roi_forecast: 'Spend and revenue forecast',
  budget_scenario: 'Budget scenario',
  budget_optimization: 'Budget optimization',
  ...Object.fromEntries(CONTENT_TOOL_IDS.map((t) => [t, CONTENT_TOOLS[t].label])),
};

export const OUTPUT_TYPE_OPTIONS: { value: string; label: string }[] = [
  ...STRATEGY_FRAMEWORKS.map((f) => ({ value: f.id as string, label: f.label as string })),
  ...Object.entries(OTHER_TYPES).map(([value, label]) => ({ value, label })),
];

export function outputTypeLabel(type: string) {
  const known = OUTPUT_TYPE_OPTIONS.find((o) => o.value === type)?.label;
  if (known) return known;
  const words = type.replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const agentLabel = (agentType: string) =>
  OUTPUT_AGENT_OPTIONS.find((a) => a.id === agentType)?.label ?? outputTypeLabel(agentType);
