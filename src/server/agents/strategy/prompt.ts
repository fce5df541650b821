/** The strategy agent's prompts: the framework, then every fact we hold about the organization. */
import { strategyFrameworkById, type StrategyFrameworkId } from '@/shared/agent-runs';
import { describeContext } from '../engine/describe-context';
import type { AgentContext, PromptParts } from '../engine/types';

const FRAMEWORK_GUIDANCE: Record<StrategyFrameworkId, string> = {
  swot: 'List 3-5 strengths, weaknesses, opportunities and threats; each with the evidence from the context that supports it.',
  pestel:
    'Give 1-3 factors for each of political, economic, social, technological, environmental and legal, with impact (low/medium/high) and the implication for the company.',
  porters_five_forces:
    'Assess all five forces (competitive_rivalry, threat_of_new_entrants, threat_of_substitutes, buyer_power, supplier_power) once each, with intensity, drivers and a response; then the overall market attractiveness.',
  ansoff:
    'Give initiatives, risk and rationale for each of the four quadrants once, then the quadrant to start with.',
  bcg: "Place each of the company's offers (or its likely offer lines) in a BCG quadrant consistent with market growth and relative share, with an action.",
  blue_ocean:
    'Build an ERRC grid (eliminate, reduce, raise, create) against the industry norm, a strategy canvas scoring industry vs proposed levels 0-10, and a value-innovation statement.',
  value_proposition_canvas:
    'Fill the customer profile (jobs, pains, gains) for the target segment and the value map (products and services, pain relievers, gain creators), then a fit statement.',
  jtbd: 'State the core job, then at least three jobs (functional, emotional, social) as "When ..., I want to ..., so I can ..." with the current solution and whether it is underserved; add hiring criteria and firing triggers.',
  stp: 'Propose 2-4 segments with needs and attractiveness, pick the primary target with a rationale, and write a positioning statement with differentiators.',
  marketing_mix_7p:
    'For product, price, place, promotion, people, process and physical evidence give the current state (from the context) and a recommendation.',
  aarrr:
    'Give a north-star metric and, for each of acquisition, activation, retention, referral and revenue (once each, in that order), an objective, tactics, a KPI and a benchmark range for the industry.',
};

export function buildStrategyPrompt(
  framework: StrategyFrameworkId,
  ctx: AgentContext,
): PromptParts {
  const info = strategyFrameworkById(framework)!;
  return {
    system: [
      'You are the Strategy Agent of Stratagent, a senior marketing strategist.',
      `Produce a ${info.label} for the organization described below, as JSON matching the schema.`,
      'Be specific to this organization: name the company, its industry, its audience and its goal, and use the facts given.',
      'Never write placeholders such as [Company] or TBD, never invent statistics presented as the company\'s own data; where you must assume, say so in "assumptions".',
      'In "sources" list what you used: the business context, the campaign, each document by its id and title, earlier outputs, and the knowledge base.',
      'Recommendations: 3-5, each with a title, a concrete detail and a priority (low, medium, high).',
    ].join('\n'),
    prompt: [
      `Framework: ${info.label}. ${FRAMEWORK_GUIDANCE[framework]}`,
      '',
      describeContext(ctx),
    ].join('\n'),
  };
}
