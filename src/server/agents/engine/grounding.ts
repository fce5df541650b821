/**
 * What an output may say it is grounded in, and the document passages a tool quotes.
 *
 * Every output lists its sources under "Grounded in". An output lists a source only when
 * its content shows it (decision 074): the company is named, the campaign is named, one of
 * a document's figures or a six-word run of its wording appears (and then the passage is
 * quoted beside the source), an earlier output's title or wording appears, or one of the
 * industry's KPIs, benchmarks or channels appears. The same rule is the evaluation's
 * "sources" check (scripts/eval/checks.ts), so the product and its measure cannot differ.
 *
 * Documents are read as passages (their sentences, with ids): a tool asks for the passages
 * that answer its question (`passagesFor`) and quotes them, so a churn reason in a survey
 * reaches the output that is about churn.
 */
import type { OutputSource } from '@/shared/agent-runs';
import {
  citesFigure,
  figuresOf,
  mentions,
  readableStrings,
  sharesRun,
  wordsOf,
} from '@/shared/text-quality';
import { overlap } from '../knowledge/phrases';
import type { AgentContext, ContextPassage } from './types';

/** What a listed source is checked against. */
export type SourceMaterial = {
  companyName: string;
  documents: Map<string, { title: string; text: string }>;
  campaigns: Map<string, string>;
  outputs: Map<string, { title: string; summary: string | null }>;
  knowledge: { kpis: { name: string; benchmark: string }[]; channels: string[] };
};

export type ListedSource = { kind: string; id: string | null; title: string };

export type SourceUse = { used: boolean; why: string; quote?: string };

const MAX_QUOTE = 240;

/**
 * Whether the output took something from the passage: six of its words in a row, or one of
 * its figures in a sentence that shares at least two of its key words (a plan's "22%" share
 * is not a survey's "22% say the price went up").
 */
export function citesPassage(text: string, passage: string): boolean {
  // A short passage ("They want faster shipping.") counts when quoted whole.
  const length = wordsOf(passage).length;
  if (sharesRun(text, passage, Math.max(3, Math.min(6, length)))) return true;
  const figures = figuresOf(passage);
  if (!figures.length) return false;
  return text
    .split(/(?<=[.!?:;])\s+|\n+/)
    .some(
      (sentence) =>
        figures.some((f) => citesFigure(sentence, f)) && overlap(sentence, passage) >= 2,
    );
}

/** The sentence of a document that holds what the output took from it. */
function quotedPassage(text: string, doc: string): string | undefined {
  for (const passage of splitPassages(doc)) {
    if (citesPassage(text, passage))
      return passage.length > MAX_QUOTE ? `${passage.slice(0, MAX_QUOTE - 1).trimEnd()}…` : passage;
  }
  return undefined;
}

/** Whether the output's text shows the source's content (rules at the top). */
export function sourceUse(text: string, source: ListedSource, material: SourceMaterial): SourceUse {
  switch (source.kind) {
    case 'business_context':
      return mentions(text, material.companyName)
        ? { used: true, why: '' }
        : { used: false, why: 'the company is not named' };
    case 'document': {
      const doc = source.id ? material.documents.get(source.id) : undefined;
      if (!doc) return { used: true, why: '' };
      const quote = quotedPassage(text, doc.text);
      return quote
        ? { used: true, why: '', quote }
        : { used: false, why: 'none of its figures or wording appears' };
    }
    case 'campaign': {
      // A campaign source that is not one campaign (all campaigns' daily metrics) is data.
      const name = source.id ? material.campaigns.get(source.id) : undefined;
      return name === undefined || mentions(text, name)
        ? { used: true, why: '' }
        : { used: false, why: 'the campaign is not named' };
    }
    case 'output': {
      const cited = source.id ? material.outputs.get(source.id) : undefined;
      const title = cited?.title ?? source.title;
      const persona = /^Persona:\s*(\S.*)$/.exec(source.title)?.[1];
      const used =
        mentions(text, title) ||
        (persona !== undefined && mentions(text, persona)) ||
        (cited?.summary ? sharesRun(text, cited.summary) : false);
      return used
        ? { used: true, why: '' }
        : { used: false, why: 'neither its title nor its wording appears' };
    }
    case 'knowledge_base': {
      const { kpis, channels } = material.knowledge;
      const used =
        kpis.some((k) => mentions(text, k.name) || mentions(text, k.benchmark)) ||
        channels.some((c) => mentions(text, c));
      return used
        ? { used: true, why: '' }
        : { used: false, why: 'no benchmark, KPI or channel of the industry appears' };
    }
    default:
      return { used: true, why: '' };
  }
}

/** What the run's context lets us check a listed source against. */
export function materialOf(ctx: AgentContext): SourceMaterial {
  return {
    companyName: ctx.company,
    documents: new Map(ctx.documents.map((d) => [d.id, { title: d.title, text: d.text }])),
    campaigns: new Map(ctx.campaign ? [[ctx.campaign.id, ctx.campaign.name]] : []),
    outputs: new Map(ctx.outputs.map((o) => [o.id, { title: o.title, summary: o.summary }])),
    knowledge: ctx.knowledge,
  };
}

/**
 * The output with only the sources it used under "Grounded in", each document with the
 * passage it took. A campaign source the context does not know by id is judged by its title.
 */
export function groundSources<C>(ctx: AgentContext, content: C): C {
  const record = content as { sources?: unknown };
  if (!record || typeof record !== 'object' || !Array.isArray(record.sources)) return content;
  const text = readableStrings(content).join('\n');
  const material = materialOf(ctx);
  const sources = (record.sources as OutputSource[]).flatMap((source) => {
    const known =
      source.kind === 'campaign' && source.id && !material.campaigns.has(source.id)
        ? { ...material, campaigns: new Map([[source.id, source.title]]) }
        : material;
    const use = sourceUse(text, source, known);
    if (!use.used) return [];
    return [use.quote ? { ...source, quote: use.quote } : source];
  });
  return { ...content, sources };
}

// ——— Passages ———

/** A document's sentences, each a passage: what a tool quotes and a source shows. */
export function splitPassages(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9“"‘'(£$€])/)
    .map((s) => s.trim())
    .filter((s) => s.split(' ').length >= 3);
}

export function passagesOf(id: string, title: string, text: string): ContextPassage[] {
  return splitPassages(text).map((passage, i) => ({
    id: `${id}#${i + 1}`,
    documentId: id,
    documentTitle: title,
    text: passage,
  }));
}

/**
 * The passages of the run's documents that answer a question, best first: those sharing
 * most of the question's key terms, a passage holding a figure before one that does not,
 * then in document order. Passages sharing nothing with the question are left out unless
 * `fallback` asks for the documents anyway (a tool that must use what it was given): then a
 * passage with a figure comes first, else the documents' first passage.
 */
export function passagesFor(
  ctx: Pick<AgentContext, 'documents'>,
  question: string,
  opts: { limit?: number; fallback?: boolean } = {},
): ContextPassage[] {
  const scored = ctx.documents
    .flatMap((d) => d.passages)
    .map((p, order) => {
      const shared = overlap(question, p.text);
      const figure = figuresOf(p.text).length > 0 ? 1 : 0;
      return { p, order, score: shared * 2 + figure, shared };
    })
    .filter((s) => s.shared > 0 || opts.fallback)
    .sort((a, b) => b.score - a.score || a.order - b.order);
  const picked: ContextPassage[] = [];
  for (const { p } of scored) {
    if (picked.length >= (opts.limit ?? 2)) break;
    picked.push(p);
  }
  return picked;
}

/**
 * The one passage that bears most on the question: among the three closest, a share ("47%
 * of lost quotes…") says more than a count or a request, so it comes first.
 */
export function evidencePassage(
  ctx: Pick<AgentContext, 'documents'>,
  question: string,
): ContextPassage | null {
  const close = passagesFor(ctx, question, { limit: 3, fallback: true });
  return close.find((p) => /\d%/.test(p.text)) ?? close[0] ?? null;
}

/** A passage quoted with its document: `The “Cancellation survey” says: “39% of…”`. */
export function quotePassage(p: ContextPassage): string {
  const said = p.text.length > MAX_QUOTE ? `${p.text.slice(0, MAX_QUOTE - 1).trimEnd()}…` : p.text;
  return `${p.documentTitle} says: “${said.replace(/[“”]/g, '"')}”`;
}

/** Whether the output already states a figure or a six-word run of one of the run's documents. */
function citesDocuments(text: string, ctx: Pick<AgentContext, 'documents'>): boolean {
  return ctx.documents.some((d) => d.passages.some((p) => citesPassage(text, p.text)));
}

/**
 * A run given documents whose output uses none of them gets one recommendation quoting the
 * passage that bears most on the question, so what the user gave is used or visibly set
 * before them, never silently dropped (issue 27). Outputs without recommendations, and runs
 * without documents, are left as they are.
 */
export function withDocumentEvidence<C>(ctx: AgentContext, content: C, question: string): C {
  const record = content as { recommendations?: unknown };
  if (!ctx.documents.length || !record || !Array.isArray(record.recommendations)) return content;
  if (citesDocuments(readableStrings(content).join('\n'), ctx)) return content;
  const passage = evidencePassage(ctx, question);
  if (!passage) return content;
  const recommendation = {
    title: `Weigh the evidence in “${passage.documentTitle}”`,
    detail: `${quotePassage(passage)} Check the recommendations above against it before acting, and cite it when you present them.`,
    priority: 'medium' as const,
  };
  return { ...content, recommendations: [...record.recommendations, recommendation] };
}
