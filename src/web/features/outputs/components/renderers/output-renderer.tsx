import type { ComponentType } from 'react';
import {
  strategyContentSchema,
  type Engine,
  type StrategyOutputContent,
} from '@/shared/agent-runs';
import { OfflineDraftNote } from '../offline-draft-note';
import { AarrrRenderer } from './aarrr-renderer';
import { OutputAudienceContext, type OutputAudience } from './audience';
import { contentRenderers } from './content';
import { campaignPlanningRenderers } from './campaign-planning';
import { clientSuccessRenderers } from './client-success';
import { competitiveRenderers } from './competitive-intelligence';
import { performanceRenderers } from './performance-intelligence';
import { roiBudgetRenderers } from './roi-budget';
import { quickWinsRenderers } from './quick-wins';
import { AnsoffRenderer } from './ansoff-renderer';
import { BcgRenderer } from './bcg-renderer';
import { BlueOceanRenderer } from './blue-ocean-renderer';
import { FiveForcesRenderer } from './five-forces-renderer';
import { GenericRenderer } from './generic-renderer';
import { JtbdRenderer } from './jtbd-renderer';
import { MarketingMixRenderer } from './marketing-mix-renderer';
import { MarketingPlanRenderer } from './marketing-plan-renderer';
import { LongOutput } from './output-sections';
import { OutputFooter } from './parts';
import { PestelRenderer } from './pestel-renderer';
import { personaRenderer } from './persona-dispatch';
import { StpRenderer } from './stp-renderer';
import { SwotRenderer } from './swot-renderer';
import type { OutputRenderers } from './types';
import { ValuePropositionRenderer } from './value-proposition-renderer';

type Strict<K extends keyof StrategyOutputContent> = ComponentType<{
  content: StrategyOutputContent[K];
}>;

const FRAMEWORK_RENDERERS: { [K in Exclude<keyof StrategyOutputContent, 'swot'>]: Strict<K> } = {
  pestel: PestelRenderer,
  porters_five_forces: FiveForcesRenderer,
  ansoff: AnsoffRenderer,
  bcg: BcgRenderer,
  blue_ocean: BlueOceanRenderer,
  value_proposition_canvas: ValuePropositionRenderer,
  jtbd: JtbdRenderer,
  stp: StpRenderer,
  marketing_mix_7p: MarketingMixRenderer,
  aarrr: AarrrRenderer,
};

/** The planning, creation and intelligence agents' output types. */
const AGENT_RENDERERS: OutputRenderers = {
  ...contentRenderers,
  ...campaignPlanningRenderers,
  ...competitiveRenderers,
  ...performanceRenderers,
  ...roiBudgetRenderers,
  ...quickWinsRenderers,
  ...clientSuccessRenderers,
};

/**
 * An output's content as its framework's layout. SWOT also reads older outputs whose items
 * are plain strings; other frameworks use their layout when the content matches the schema
 * and readable key-value sections otherwise, never raw JSON.
 */
export function OutputRenderer({
  outputType,
  content,
  audience = 'team',
  engine,
}: {
  outputType: string;
  content: Record<string, unknown>;
  /** 'offline': the team is told once, on top, that no language model wrote it. */
  engine?: Engine | undefined;
  /** "client" in the portal: the agency's working (rule formulas, statistics) is left out. */
  audience?: OutputAudience;
}) {
  const body = (() => {
    if (outputType === 'swot') return <SwotRenderer content={content} />;
    if (outputType === 'persona' || outputType === 'persona_interview_insights') {
      const persona = personaRenderer(outputType, content);
      if (persona) return persona;
    }
    if (outputType === 'marketing_plan') return <MarketingPlanRenderer content={content} />;
    const AgentRenderer = AGENT_RENDERERS[outputType];
    if (AgentRenderer) return <AgentRenderer content={content} />;
    const schema = strategyContentSchema(outputType);
    const Renderer = (FRAMEWORK_RENDERERS as Record<string, ComponentType<{ content: unknown }>>)[
      outputType
    ];
    if (schema && Renderer) {
      const parsed = schema.safeParse(content);
      if (parsed.success) return <Renderer content={parsed.data} />;
    }
    return <GenericRenderer content={content} />;
  })();
  return (
    <OutputAudienceContext.Provider value={audience}>
      <div className="space-y-4">
        {engine === 'offline' && audience === 'team' && <OfflineDraftNote />}
        <LongOutput>{body}</LongOutput>
        <OutputFooter content={content} />
      </div>
    </OutputAudienceContext.Provider>
  );
}
