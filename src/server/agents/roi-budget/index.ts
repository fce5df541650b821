/**
 * The ROI & Budget agent (issue 8, seed 000 §2.1; unlocks at more than 2 campaigns, §4):
 * ROI calculator, budget allocator, forecast, scenario planner and optimization. Every
 * figure is computed in code from the organization's metrics (loadFacts); the model or the
 * offline engine writes the narrative around them and finalize puts them back.
 */
import type { z } from 'zod';
import {
  ROI_MESSAGES,
  ROI_TOOL_INFO,
  budgetAllocationSchema,
  budgetOptimizationSchema,
  budgetScenarioSchema,
  parseRoiBrief,
  roiAnalysisSchema,
  roiForecastSchema,
  roiToolName,
  type RoiTool,
} from '@/shared/roi-budget';
import { describeDecision, withDecisions, type CampaignDecision } from '@/shared/campaign-decision';
import type { AgentContext, AgentDefinition, AgentTool } from '../engine/types';
import { diffFigures, loadRoiFacts, unstatedAmounts, type FiguresOf, type RoiFacts } from './facts';
import {
  offlineAllocation,
  offlineForecast,
  offlineOptimization,
  offlineRoiAnalysis,
  offlineScenario,
} from './offline';
import { buildRoiPrompt } from './prompt';
import { possessive } from '@/shared/possessive';

type Narrative = { summary: string; insights: string[]; recommendations: string[] };

const SCHEMAS = {
  roi_calculator: roiAnalysisSchema,
  budget_allocator: budgetAllocationSchema,
  forecast: roiForecastSchema,
  scenario_planner: budgetScenarioSchema,
  optimization: budgetOptimizationSchema,
} as const;

const OFFLINE: { [T in RoiTool]: (ctx: AgentContext, facts: RoiFacts<FiguresOf[T]>) => unknown } = {
  roi_calculator: offlineRoiAnalysis,
  budget_allocator: offlineAllocation,
  forecast: offlineForecast,
  scenario_planner: offlineScenario,
  optimization: offlineOptimization,
};

const factsOf = <T extends RoiTool>(ctx: AgentContext) => {
  if (!ctx.facts) throw new Error('ROI & Budget tools need their facts loaded first');
  return ctx.facts as RoiFacts<FiguresOf[T]>;
};

function narrate(ctx: AgentContext, tool: RoiTool, content: Narrative): string[] {
  const facts = ctx.facts as RoiFacts<unknown> | undefined;
  return [
    `Reading ${possessive(ctx.company)} daily metrics, budgets and spend${facts?.campaign ? ` for “${facts.campaign.name}”` : ''}. `,
    `Computing the ${roiToolName(tool)} figures in code. `,
    `\n\n${content.summary}\n\n`,
    ...content.insights.map((i) => `- ${i}\n`),
    content.recommendations.length ? '\nRecommendations:\n' : '',
    ...content.recommendations.map((r) => `- ${r}\n`),
  ].filter(Boolean);
}

function roiTool<T extends RoiTool>(tool: T): AgentTool<(typeof SCHEMAS)[T]> {
  const info = ROI_TOOL_INFO[tool];
  const schema = SCHEMAS[tool];
  type Content = z.infer<typeof schema>;
  return {
    id: tool,
    label: info.label,
    description: info.description,
    outputType: info.outputType,
    schema,
    title: (ctx) => {
      const facts = ctx.facts as RoiFacts<unknown> | undefined;
      const days = tool === 'roi_calculator' ? '' : ` (${facts?.horizonDays ?? 30} days)`;
      return `${info.label}${days}: ${facts?.campaign?.name ?? ctx.company}`;
    },
    validateMessage: (message) => {
      const { brief, error } = parseRoiBrief(message);
      if (error) return error;
      if (tool === 'scenario_planner' && brief.changes.length === 0) return ROI_MESSAGES.noChanges;
      return null;
    },
    loadFacts: (tx, query) => loadRoiFacts(tool, tx, query),
    buildPrompt: (ctx) => buildRoiPrompt(tool, ctx),
    offline: (ctx) => OFFLINE[tool](ctx, factsOf<T>(ctx)) as Content,
    narrate: (ctx, content) => narrate(ctx, tool, content as Narrative),
    finalize: (ctx, content) => {
      const figures = factsOf<T>(ctx).figures as { decisions?: CampaignDecision[] };
      const narrative = content as Narrative;
      // The model's advice on a campaign gives way to its one decision (decision 069).
      const recommendations = withDecisions(
        narrative.recommendations,
        figures.decisions ?? [],
        (r) => r,
        (d) => {
          const a = describeDecision(d, ctx.currency);
          return `${a.title}. ${a.detail}`;
        },
      );
      return { ...content, recommendations, figures } as Content;
    },
    quotesDocuments: false,
    verifyFigures: (facts, content) => {
      const f = (facts as RoiFacts<unknown>).figures;
      const c = content as Narrative & { figures: unknown };
      return [
        ...diffFigures(f, c.figures),
        ...unstatedAmounts([c.summary, ...c.insights, ...c.recommendations], f),
      ];
    },
  } as AgentTool<(typeof SCHEMAS)[T]>;
}

export const ROI_BUDGET_TOOLS = [
  roiTool('roi_calculator'),
  roiTool('budget_allocator'),
  roiTool('forecast'),
  roiTool('scenario_planner'),
  roiTool('optimization'),
];

export const roiBudgetAgent: AgentDefinition = {
  agentType: 'roi-budget',
  persona:
    "You are the ROI & Budget Agent of Stratagent: a performance marketer who reads spend, revenue and budgets, forecasts them and says where the next dollar earns the most. You quote only figures computed from the organization's data.",
  tools: ROI_BUDGET_TOOLS as unknown as AgentTool[],
};
