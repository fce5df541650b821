/** The persona agent: generates grounded customer personas (one output per persona). */
import {
  PERSONA_OUTPUT_TYPE,
  PERSONA_TOOL,
  personaSchema,
  type PersonaContent,
} from '@/shared/persona';
import type { AgentContext, AgentDefinition, AgentTool } from '../engine/types';
import { loadPersonaFacts, offlinePersona, personaIndex, personaSegments } from './offline';
import { buildPersonaPrompt } from './prompt';

function narrate(ctx: AgentContext, p: PersonaContent): string[] {
  return [
    `Reading the business context of ${ctx.company}${ctx.campaign ? ` and the “${ctx.campaign.name}” campaign` : ''}. `,
    `Picking the segment: ${p.segment}. `,
    `\n\n**${p.name}** (${p.age_range}), ${p.role}.\n\n`,
    `${p.summary}\n\n`,
    `${p.quote}\n`,
  ];
}

export const personaTool: AgentTool<typeof personaSchema> = {
  id: PERSONA_TOOL,
  label: 'Persona profile',
  description:
    'A research-grade customer persona grounded in your business, campaign and documents.',
  outputType: PERSONA_OUTPUT_TYPE,
  schema: personaSchema,
  title: (ctx) => {
    const segments = personaSegments(ctx);
    const segment = segments[personaIndex(ctx) % segments.length]!;
    return `Persona: ${segment.name} (${ctx.company})`;
  },
  buildPrompt: buildPersonaPrompt,
  loadFacts: loadPersonaFacts,
  offline: offlinePersona,
  narrate,
};

export const personaAgent: AgentDefinition = {
  agentType: 'persona',
  persona:
    'You are the Persona Agent of Stratagent: a customer researcher who builds research-grade personas and lets marketers interview them.',
  tools: [personaTool as unknown as AgentTool],
};
