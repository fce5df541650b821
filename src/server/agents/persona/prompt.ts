/** The persona agent's prompt: one research-grade persona for the next segment of the session. */
import { describeContext } from '../engine/describe-context';
import type { AgentContext, PromptParts } from '../engine/types';
import { personaIndex, personaSegments, type PersonaFacts } from './offline';

export function buildPersonaPrompt(ctx: AgentContext): PromptParts {
  const segments = personaSegments(ctx);
  const segment = segments[personaIndex(ctx) % segments.length]!;
  const existing = [
    ...ctx.outputs.filter((o) => o.outputType === 'persona').map((o) => o.title),
    ...((ctx.facts as PersonaFacts | undefined)?.existing ?? []).map(
      (p) => `${p.name} (${p.segment})`,
    ),
  ];
  return {
    system: [
      'You are the Persona Agent of Stratagent, a customer researcher.',
      'Write ONE customer persona for the organization described below, as JSON matching the schema.',
      "Ground every field in the organization's facts: name the company, its industry, its audience, its goal and the campaign when there is one.",
      'Never write placeholders such as [Company] or TBD. The persona is a composite, not a real person: say so in "assumptions".',
      "Goals, pains, objections, buying triggers, channels and content preferences: 2-4 concrete items each. The quote is in the first person, in the persona's own voice.",
      '"how_company_helps" names the company and ties its offer to the persona\'s needs.',
      'In "sources" list what you used: the business context, the campaign, each document by id and title, and the knowledge base.',
    ].join('\n'),
    prompt: [
      `Segment for this persona: ${segment.name}. ${segment.description}.`,
      existing.length
        ? `Personas this organization already has (give this one a different name and details): ${[...new Set(existing)].join('; ')}.`
        : '',
      '',
      describeContext(ctx),
    ].join('\n'),
  };
}
