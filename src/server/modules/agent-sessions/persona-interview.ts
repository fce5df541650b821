/**
 * Persona interviews: a persona session in 'interview' mode with a persona output shared
 * into it. The persona answers in character (the model with the profile as its brief, or
 * the offline engine's answer built from the profile's facts matched to the question), and
 * the transcript can be saved as insights.
 */
import { sql } from 'drizzle-orm';
import type { AgentOutput } from '@/shared/agent-runs';
import {
  INSIGHTS_OUTPUT_TYPE,
  INTERVIEW_MODE,
  PERSONA_MESSAGES,
  PERSONA_OUTPUT_TYPE,
  interviewInsightsSchema,
  personaSchema,
  type InterviewInsightsContent,
  type PersonaContent,
} from '@/shared/persona';
import { queryRows, type Tx } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { recordWebhookEvent } from '../webhooks/record-event';
import type { AppContext } from '../../context';
import type { AgentContext } from '../../agents/engine/types';
import { loadAgentContext } from '../../agents/engine/load-context';
import { overlap } from '../../agents/knowledge/phrases';
import { requireFeature } from '../dashboard/require-feature';
import { findOutput } from '../outputs/queries';
import { findSession, selectMessages } from './queries';
import { possessive } from '@/shared/possessive';

export type InterviewPersona = { id: string; title: string; content: PersonaContent };

/** The persona shared into an interview session (the latest one if several were). */
export async function loadInterviewPersona(
  tx: Tx,
  sessionId: string,
): Promise<InterviewPersona | null> {
  const rows = await queryRows<{ id: string; title: string; content: unknown }>(
    tx,
    sql`select o.id, o.title, o.content from agent_session_context sc
        join agent_outputs o on o.id = sc.output_id
        where sc.session_id = ${sessionId} and o.output_type = ${PERSONA_OUTPUT_TYPE}
        order by sc.created_at desc limit 1`,
  );
  const row = rows[0];
  if (!row) return null;
  const parsed = personaSchema.safeParse(row.content);
  return parsed.success ? { id: row.id, title: row.title, content: parsed.data } : null;
}

/** Lower-cases the first letter to continue a sentence, except for “I …” and acronyms. */
const lcFirst = (s: string) =>
  !s || /^I\b|^[A-Z]{2}/.test(s) ? s : s[0]!.toLowerCase() + s.slice(1);
const clip = (s: string, n: number) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length <= n ? flat : `${flat.slice(0, n - 1).replace(/(?<!\s)\s+\S*$/, '')}…`;
};
const unquote = (s: string) => s.replace(/^[“"]|[”"]$/g, '');
const joinAnd = (items: string[], conjunction = 'and') =>
  items.length <= 1
    ? (items[0] ?? '')
    : items.length === 2
      ? `${items[0]} ${conjunction} ${items[1]}`
      : `${items.slice(0, -1).join(', ')}, ${conjunction} ${items.at(-1)}`;

type Answer = (p: PersonaContent, ctx: AgentContext, question: string) => string;

const trimStop = (s: string) => s.replace(/(?<![.!?])[.!?]+$/, '');
const CHURN_WORDS = /\b(?:cancel\w*|churn\w*|left|leave|leaving|lapsed|stopped)\b/i;
const PRICE_WORDS = /\b(?:price\w*|pricing|cost\w*|expensive|cheap\w*|afford\w*)\b|[£$€]\s?\d/i;

/**
 * The sentence of the shared documents that says what the topic is about (why people
 * cancel, what they think of the price), preferring one that gives a figure: the persona
 * answers from the research, not only from its own profile.
 */
function documentSaying(
  ctx: AgentContext,
  topic: RegExp,
): { title: string; sentence: string } | null {
  let best: { title: string; sentence: string; score: number } | null = null;
  for (const d of ctx.documents)
    for (const raw of d.excerpt.split(/(?<=[.!?])\s+/)) {
      const sentence = raw.trim();
      if (!topic.test(sentence) || sentence.length > 240 || /\?$/.test(sentence)) continue;
      const score = (/\d/.test(sentence) ? 2 : 0) + (/%/.test(sentence) ? 1 : 0);
      if (!best || score > best.score) best = { title: d.title, sentence, score };
    }
  return best && { title: best.title, sentence: best.sentence };
}

/** "£14", "$20 a month": the price the question names, if any. */
const priceIn = (question: string) =>
  /[£$€]\s?\d+(?:[.,]\d+)?(?:\s?(?:a|per)\s(?:month|year|week|bag|box|order))?/i.exec(
    question,
  )?.[0] ?? null;

/** What the question is about, by keyword; the first topic that matches leads the answer. */
const TOPICS: { pattern: RegExp; answer: Answer }[] = [
  {
    pattern:
      /cancel|churn|unsubscrib|stop(?:ped)? (?:buying|using|ordering)|\bquit|\bleave\b|\bleft\b|lapse/i,
    answer: (p, ctx) => {
      const said = documentSaying(ctx, CHURN_WORDS);
      return said
        ? `I'd be one of the people in “${said.title}”: ${said.sentence} ${overlap(p.pains[0]!, said.sentence) >= 2 ? "That's my reason too." : `On top of that: ${lcFirst(trimStop(unquote(p.pains[0]!)))}.`} I stay with a brand when I get ${lcFirst(p.goals[0]!)} without chasing it.`
        : `If I cancelled, it was because of ${lcFirst(unquote(p.pains[0]!))}${p.pains[1] ? `, and ${lcFirst(unquote(p.pains[1]))} on top of it` : ''}. I stay with a brand when I get ${lcFirst(p.goals[0]!)} without chasing it.`;
    },
  },
  {
    pattern: /price|pric|cost|budget|expensive|cheap|pay|afford|worth|too much|[£$€]\s?\d/i,
    answer: (p, ctx, question) => {
      const price = priceIn(question);
      const what = ctx.offers[0] ? `${price} for the ${lcFirst(ctx.offers[0])}` : price;
      const said = documentSaying(ctx, PRICE_WORDS);
      const evidence = said
        ? ` I'm not the only one, according to “${said.title}”: ${said.sentence}`
        : '';
      return price
        ? `${what} is not too much if I get ${lcFirst(p.goals[0]!)} every time. ${unquote(p.objections[0]!)}${evidence}`
        : `Honestly, price is where I hesitate. ${unquote(p.objections[0]!)} I'd pay more for ${lcFirst(p.goals[0]!)}.${evidence}`;
    },
  },
  {
    pattern:
      /channel|where do you|hear about|find out|discover|social|email|instagram|linkedin|search|read|watch|content|follow/i,
    answer: (p) =>
      `You'll find me on ${p.channels[0]}${p.channels[1] ? ` first, then ${p.channels[1]}` : ''}. What gets my attention: ${lcFirst(p.content_preferences[0]!)}.`,
  },
  {
    pattern: /compet|alternative|instead|compare|other brands|versus|vs\b/i,
    answer: (p, ctx) =>
      `I do compare. ${ctx.competitors.length ? `${joinAnd(ctx.competitors.slice(0, 3), 'or')} would be on my list. ` : ''}${unquote(p.objections[0]!)}`,
  },
  {
    pattern: /buy|decid|trigger|switch|convinc|choose|sign up|purchase|what would make/i,
    answer: (p) =>
      `What makes me move: ${joinAnd(p.buying_triggers.map(lcFirst), 'or')}. Until then, my worry is this: ${lcFirst(unquote(p.objections[0]!))}`,
  },
  {
    pattern: /goal|want|achiev|success|hope|need|priorit/i,
    answer: (p) => `What I'm after is simple: ${joinAnd(p.goals.map(lcFirst))}.`,
  },
  {
    pattern: /pain|problem|frustrat|challeng|hard|struggl|annoy|worst|difficult/i,
    answer: (p) =>
      `What frustrates me most: ${joinAnd(p.pains.map(lcFirst))}. That's what I deal with every week.`,
  },
  {
    pattern: /objection|concern|worr|hesita|risk|trust|doubt/i,
    answer: (p) =>
      `My concerns, plainly: ${joinAnd(p.objections.map((o) => lcFirst(unquote(o).replace(/[.?]$/, ''))))}.`,
  },
];

/** When no topic matches, a facet picked by the question, so two questions get two answers. */
const FACETS: Answer[] = [
  (p) =>
    `What I care about most is ${lcFirst(p.goals[0]!)}, and what gets in the way is ${lcFirst(p.pains[0]!)}.`,
  (p) => `It comes back to one thing for me: ${lcFirst(p.pains[0]!)}. Fix that and I'm listening.`,
  (p) => `I'd start paying attention at a moment like this: ${lcFirst(p.buying_triggers[0]!)}.`,
  (p) =>
    `I mostly find things like this on ${lcFirst(p.channels[0]!)}, so that's where it would have to reach me.`,
];

const hashOf = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 0);

/** A sentence of the shared documents that speaks to the question (two key words in common). */
function fromDocuments(
  ctx: AgentContext,
  question: string,
): { title: string; sentence: string } | null {
  let best: { title: string; sentence: string; score: number } | null = null;
  for (const d of ctx.documents)
    for (const sentence of d.excerpt.split(/(?<=[.!?])\s+/)) {
      const score = overlap(question, sentence);
      if (score >= 2 && (!best || score > best.score) && sentence.length <= 240)
        best = { title: d.title, sentence: sentence.trim(), score };
    }
  return best && { title: best.title, sentence: best.sentence };
}

/** The offline engine's in-character answer, as small chunks that stream like a model's. */
export function offlinePersonaAnswer(
  persona: PersonaContent,
  question: string,
  ctx: AgentContext,
): string[] {
  const company = ctx.company;
  const first = persona.name.split(' ')[0]!;
  const mentionsCompany = new RegExp(company.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i').test(
    question,
  );
  const matched = TOPICS.filter((t) => t.pattern.test(question)).slice(0, 2);
  const parts: string[] = [];
  if (
    /who are you|about yourself|introduce|describe yourself|your (?:job|role|day)/i.test(question)
  )
    parts.push(
      `I'm ${first}, ${persona.age_range}. You'd count me among ${lcFirst(persona.segment)}. ${unquote(persona.quote)}`,
    );
  for (const topic of matched) parts.push(topic.answer(persona, ctx, question));
  if (
    mentionsCompany ||
    /you guys|your (?:product|service|offer|brand)|how (?:can|could|would) (?:you|it) help/i.test(
      question,
    )
  ) {
    parts.push(
      `You tell me ${company} can help: “${clip(persona.how_company_helps, 220)}” If that holds up, I'd listen. But ${lcFirst(unquote(persona.objections[1] ?? persona.objections[0]!))}`,
    );
  }
  if (!parts.length)
    parts.push(FACETS[hashOf(question.toLowerCase()) % FACETS.length]!(persona, ctx, question));
  const documented = fromDocuments(ctx, question);
  // A sentence already quoted by the topic's answer is not quoted twice.
  if (documented && !parts.some((part) => part.includes(documented.sentence)))
    parts.push(`That matches what “${documented.title}” says: ${documented.sentence}`);
  const text = parts.join('\n\n');
  return (text.match(/[^ ]+ ?/g) ?? [text]).reduce<string[]>((acc, word, i) => {
    if (i % 6 === 0) acc.push(word);
    else acc[acc.length - 1] += word;
    return acc;
  }, []);
}

/** The model's brief for an interview: stay in character, grounded in the profile. */
export function personaInterviewSystem(persona: PersonaContent, ctx: AgentContext): string {
  const p = persona;
  return [
    `You are ${p.name}, ${p.role}, aged ${p.age_range}: a customer persona that ${possessive(ctx.company)} marketing team is interviewing.`,
    'Answer IN CHARACTER, in the first person, conversationally and in 2-5 sentences. Never say you are an AI or a persona.',
    'Stay consistent with your profile below; when asked something it does not cover, answer as this person plausibly would and keep it modest.',
    `Profile: ${p.summary}`,
    `Goals: ${p.goals.join('; ')}`,
    `Pains: ${p.pains.join('; ')}`,
    `Objections: ${p.objections.join('; ')}`,
    `Buying triggers: ${p.buying_triggers.join('; ')}`,
    `Channels: ${p.channels.join('; ')}`,
    `Content you like: ${p.content_preferences.join('; ')}`,
    `In your words: ${p.quote}`,
    `What ${ctx.company} (${ctx.industry}) offers you: ${p.how_company_helps}`,
  ].join('\n');
}

/** Insights from the transcript: what the persona said, the needs and objections that came up, and what they mean. */
export function buildInterviewInsights(
  persona: InterviewPersona,
  transcript: { question: string; answer: string }[],
  ctx: AgentContext,
): InterviewInsightsContent {
  const p = persona.content;
  const said = transcript.map((t) => t.answer.toLowerCase()).join(' ');
  const heard = (items: string[]) =>
    items.filter((i) => said.includes(lcFirst(unquote(i)).slice(0, 24).toLowerCase()));
  const needs = heard(p.goals).length ? heard(p.goals) : p.goals;
  const objections = heard(p.objections).length ? heard(p.objections) : p.objections;
  const strip = (s: string) => s.replace(/(?<!\n)\n+_[^_]*_\s*$/, '').trim();
  return {
    persona_id: persona.id,
    persona_name: p.name,
    summary: `${transcript.length} question${transcript.length === 1 ? '' : 's'} to ${p.name} (${p.segment}) for ${ctx.company}: the interview centred on ${lcFirst(needs[0]!)}, and the main objection was “${clip(unquote(objections[0]!), 120)}”.`,
    key_quotes: transcript
      .slice(-6)
      .map((t) => ({ question: clip(t.question, 200), quote: clip(strip(t.answer), 320) })),
    needs,
    objections,
    implications: [
      `Lead ${possessive(ctx.company)} messaging to ${lcFirst(p.segment)} with ${lcFirst(needs[0]!)}.`,
      `Answer “${clip(unquote(objections[0]!), 100)}” up front on ${p.channels[0] ?? 'your main channel'}.`,
      `Time offers around ${lcFirst(p.buying_triggers[0]!)}${ctx.campaign ? ` in the “${ctx.campaign.name}” campaign` : ''}.`,
      `Create ${lcFirst(p.content_preferences[0]!)} to support the goal to ${lcFirst(ctx.goal.replace(/\.$/, ''))}.`,
    ],
    sources: [
      { kind: 'output', id: persona.id, title: persona.title },
      ...ctx.sources.filter((s) => s.kind === 'business_context' || s.kind === 'campaign'),
    ],
    assumptions: [
      `Insights come from a conversation with a composite persona, not a real customer: validate them with ${ctx.knowledge.customerNoun}.`,
    ],
  };
}

/** Saves the interview's insights as an output of the session. */
export async function saveInterviewInsights(
  app: AppContext,
  scope: { orgId: string; userId: string },
  sessionId: string,
): Promise<AgentOutput> {
  return withTenant(app.db, scope, async (tx) => {
    const session = await findSession(tx, sessionId);
    if (session.agent_type !== 'persona' || session.mode !== INTERVIEW_MODE)
      throw new AppError('validation_error', PERSONA_MESSAGES.notInterview);
    await requireFeature(tx, scope, 'persona');
    const persona = await loadInterviewPersona(tx, sessionId);
    if (!persona) throw new AppError('validation_error', PERSONA_MESSAGES.noPersona);
    const messages = (await selectMessages(tx, sessionId)).filter((m) => m.role !== 'system');
    const transcript: { question: string; answer: string }[] = [];
    for (const m of messages) {
      if (m.role === 'user') transcript.push({ question: m.content, answer: '' });
      else if (transcript.length && !transcript.at(-1)!.answer)
        transcript.at(-1)!.answer = m.content;
    }
    const answered = transcript.filter((t) => t.answer.trim());
    if (!answered.length) throw new AppError('validation_error', PERSONA_MESSAGES.emptyTranscript);
    const ctx = await loadAgentContext(tx, {
      orgId: scope.orgId,
      sessionId,
      campaignId: session.campaign_id,
      message: null,
    });
    const content = interviewInsightsSchema.parse(buildInterviewInsights(persona, answered, ctx));
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into agent_outputs (org_id, client_id, campaign_id, session_id, agent_type, output_type, title, summary,
            content, engine, model, saved, created_by)
          values (${scope.orgId}, ${session.client_id}, ${session.campaign_id}, ${sessionId}, 'persona', ${INSIGHTS_OUTPUT_TYPE},
            ${`Interview insights: ${persona.content.name}`}, ${content.summary}, ${JSON.stringify(content)}::jsonb,
            'offline', null, true, ${scope.userId})
          returning id`,
    );
    await tx.execute(sql`update agent_sessions set updated_at = now() where id = ${sessionId}`);
    await recordWebhookEvent(tx, scope.orgId, 'output.saved', {
      output_id: row!.id,
      title: `Interview insights: ${persona.content.name}`,
      output_type: INSIGHTS_OUTPUT_TYPE,
      agent_type: 'persona',
      campaign_id: session.campaign_id,
      client_id: session.client_id,
    });
    return findOutput(tx, row!.id);
  });
}
