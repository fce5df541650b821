/**
 * The offline chat's memory (issue 28 point 4, offline half): without a model, a question is
 * answered with the passages of the organization's own material that share the most words
 * with it — its business context, its documents' text, its outputs' summaries and content —
 * each quoted with where it came from. Plain word overlap, weighted by how rare a word is
 * across the passages (a small TF-IDF): no model, no index, deterministic, and a passage is
 * only ever quoted, never rewritten.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import type { AgentContext } from './types';

export type PassageSource =
  | { kind: 'business_context'; title: string }
  | { kind: 'document'; id: string; title: string }
  | { kind: 'output'; id: string; title: string }
  | { kind: 'campaign'; id: string; title: string };

export type Passage = { text: string; source: PassageSource };

/** How many documents and outputs are read, latest first, and how much of each. */
const DOCUMENTS_READ = 40;
const OUTPUTS_READ = 40;
const DOCUMENT_CHARS = 20_000;
/** A quoted passage is a sentence or a few, at most this long. */
const PASSAGE_MAX = 320;
const PASSAGE_MIN = 25;

const STOP_WORDS = new Set(
  (
    'a an and are as at be by can could do does for from has have how i in into is it its ' +
    'me my of on or our should so than that the their them then there these they this to ' +
    'us was we what when where which who why will with would you your about any more most ' +
    'tell give show do did get make some much many also just like want need'
  ).split(' '),
);

/** A plural as its singular: "prices" and "price", "stories" and "story" meet. */
const singular = (word: string) =>
  word.endsWith('ies')
    ? `${word.slice(0, -3)}y`
    : word.endsWith('s') && !word.endsWith('ss')
      ? word.slice(0, -1)
      : word;

/** Lower-case words of three letters or more, not stop words, plurals as singulars. */
export function termsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [])
    .filter((w) => !STOP_WORDS.has(w))
    .map(singular)
    .filter((w) => w.length >= 3);
}

/** Sentences grouped into passages of at most PASSAGE_MAX characters. */
export function splitPassages(text: string): string[] {
  const sentences = text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9“"(])/u)
    .map((s) => s.trim())
    .filter(Boolean);
  const passages: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    const piece =
      sentence.length > PASSAGE_MAX ? `${sentence.slice(0, PASSAGE_MAX - 1)}…` : sentence;
    if (current && current.length + piece.length + 1 > PASSAGE_MAX) {
      passages.push(current);
      current = piece;
    } else {
      current = current ? `${current} ${piece}` : piece;
    }
  }
  if (current) passages.push(current);
  return passages.filter((p) => p.length >= PASSAGE_MIN);
}

/** Every string inside an output's content, in order. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** A field's text as a sentence, so that it reads as a quotation. */
const sentence = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** The business context the session already loaded, as passages. */
function contextPassages(ctx: AgentContext): Passage[] {
  const source: PassageSource = { kind: 'business_context', title: 'your business context' };
  const fields = [
    ctx.description,
    ctx.uniqueValue ? `What sets ${ctx.company} apart: ${ctx.uniqueValue}` : null,
    ctx.audienceKnown ? `Target audience: ${ctx.audience}` : null,
    ctx.goalKnown ? `Goal: ${ctx.goal}` : null,
    ctx.offers.length ? `Offers: ${ctx.offers.join(', ')}` : null,
    ctx.competitors.length ? `Competitors: ${ctx.competitors.join(', ')}` : null,
    ctx.challenges.length ? `Challenges: ${ctx.challenges.join('; ')}` : null,
    ctx.channels.length ? `Channels: ${ctx.channels.join(', ')}` : null,
  ];
  const campaign = ctx.campaign;
  const campaignSource: PassageSource | null = campaign
    ? { kind: 'campaign', id: campaign.id, title: campaign.name }
    : null;
  const campaignFields = campaign
    ? [
        campaign.description,
        campaign.objectives,
        campaign.targetAudience ? `Audience: ${campaign.targetAudience}` : null,
        campaign.competitorContext,
      ]
    : [];
  return [
    ...fields
      .flatMap((f) => (f ? splitPassages(sentence(f)) : []))
      .map((text) => ({ text, source })),
    ...campaignFields
      .flatMap((f) => (f ? splitPassages(sentence(f)) : []))
      .map((text) => ({ text, source: campaignSource! })),
  ];
}

/**
 * What a session may quote: the business context, and the documents and saved outputs of
 * the session's client (or, for the organization's own session, those of no client). The
 * tenant transaction's policies keep every other organization and out-of-scope client out.
 */
export async function loadPassages(
  tx: Tx,
  ctx: AgentContext,
  scope: { clientId: string | null },
): Promise<Passage[]> {
  const sameClient = scope.clientId
    ? sql`client_id = ${scope.clientId}::uuid`
    : sql`client_id is null`;
  const documents = await queryRows<{ id: string; title: string; text: string }>(
    tx,
    sql`select id, title, left(text_content, ${DOCUMENT_CHARS}) as text from documents
        where ${sameClient} and text_content <> ''
        order by created_at desc limit ${DOCUMENTS_READ}`,
  );
  const outputs = await queryRows<{
    id: string;
    title: string;
    summary: string | null;
    content: unknown;
  }>(
    tx,
    sql`select id, title, summary, content from agent_outputs
        where ${sameClient} and saved
        order by created_at desc limit ${OUTPUTS_READ}`,
  );
  return [
    ...contextPassages(ctx),
    ...documents.flatMap((d) =>
      splitPassages(d.text).map((text) => ({
        text,
        source: { kind: 'document' as const, id: d.id, title: d.title },
      })),
    ),
    ...outputs.flatMap((o) =>
      [o.summary ?? '', ...stringsOf(o.content)]
        .flatMap((s) => splitPassages(s))
        .map((text) => ({ text, source: { kind: 'output' as const, id: o.id, title: o.title } })),
    ),
  ];
}

/**
 * The passages that best answer `question`, best first, at most `limit`, at most two from
 * one source; none when no passage shares a meaningful word with it.
 */
export function retrieve(passages: Passage[], question: string, limit = 3): Passage[] {
  const asked = new Set(termsOf(question));
  if (asked.size === 0) return [];
  const termSets = passages.map((p) => new Set(termsOf(p.text)));
  const documentFrequency = new Map<string, number>();
  for (const terms of termSets)
    for (const term of terms)
      if (asked.has(term)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const scored = passages
    .map((passage, i) => {
      let score = 0;
      for (const term of termSets[i]!)
        if (asked.has(term)) score += Math.log(1 + passages.length / documentFrequency.get(term)!);
      return { passage, score, i };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i);
  const picked: Passage[] = [];
  const seen = new Set<string>();
  const perSource = new Map<string, number>();
  for (const { passage } of scored) {
    if (picked.length >= limit) break;
    const key = 'id' in passage.source ? passage.source.id : passage.source.kind;
    if ((perSource.get(key) ?? 0) >= 2 || seen.has(passage.text)) continue;
    perSource.set(key, (perSource.get(key) ?? 0) + 1);
    seen.add(passage.text);
    picked.push(passage);
  }
  return picked;
}

/** Where a passage came from, as the answer names it. */
export function whereFrom(source: PassageSource): string {
  switch (source.kind) {
    case 'business_context':
      return 'your business context';
    case 'document':
      return `the document “${source.title}”`;
    case 'output':
      return `the output “${source.title}”`;
    case 'campaign':
      return `the campaign “${source.title}”`;
  }
}
