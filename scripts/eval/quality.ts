/**
 * Runs every check of ./checks.ts, and Harper's grammar lints, on one output of the eval:
 * what one output shows a reader, before the checks across an organization's outputs.
 */
import { Worker } from 'node:worker_threads';
import { pastedFields, wordsOf } from '@/shared/text-quality';
import type { GrammarFinding } from '../../src/server/agents/engine/grammar';
import {
  plantedFindings,
  readableStrings,
  repetitionFindings,
  sourceFindings,
  type Finding,
  type ListedSource,
  type PlantedFact,
  type PlantedResult,
  type SourceMaterial,
} from './checks';
import type { GrammarRequest } from './grammar-worker';

export type OutputCheck = {
  content: unknown;
  /** Context fields that must be used, not pasted whole. */
  fields: Record<string, string | null | undefined>;
  /** Names and terms of the organization that Harper does not know. */
  ownWords: string[];
  material: SourceMaterial;
  planted: PlantedFact[];
};

type Reply = { id: number; results?: GrammarFinding[][]; error?: string };

/**
 * Harper takes about a twentieth of a millisecond a character, most of the eval's time: it
 * runs in a worker thread (tsx registered there too), and each distinct string of the
 * outputs is linted once (the same assumption or sentence recurs across tools and campaigns).
 */
class GrammarPool {
  private worker: Worker | null = null;
  private next = 0;
  private waiting = new Map<
    number,
    { resolve: (r: GrammarFinding[][]) => void; reject: (e: Error) => void }
  >();
  private linted = new Map<string, Promise<GrammarFinding[]>>();

  private start(): Worker {
    const url = new URL('./grammar-worker.ts', import.meta.url).href;
    const worker = new Worker(
      `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url)}); })`,
      { eval: true },
    );
    worker.on('message', (reply: Reply) => {
      const waiting = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (reply.error !== undefined) waiting?.reject(new Error(reply.error));
      else waiting?.resolve(reply.results!);
    });
    worker.on('error', (error) => {
      for (const w of this.waiting.values()) w.reject(error);
      this.waiting.clear();
    });
    return worker;
  }

  /** The findings of the strings, each distinct string of the organization linted once. */
  lint(strings: string[], ownWords: string[]): Promise<GrammarFinding[]> {
    const prefix = `${ownWords.join('|')}\n`;
    const distinct = [...new Set(strings)];
    const fresh = distinct.filter((s) => !this.linted.has(prefix + s));
    if (fresh.length) {
      this.worker ??= this.start();
      const id = this.next++;
      const batch = new Promise<GrammarFinding[][]>((resolve, reject) =>
        this.waiting.set(id, { resolve, reject }),
      );
      this.worker.postMessage({ id, texts: fresh, ownWords } satisfies GrammarRequest);
      fresh.forEach((s, i) =>
        this.linted.set(
          prefix + s,
          batch.then((r) => r[i]!),
        ),
      );
    }
    return Promise.all(distinct.map((s) => this.linted.get(prefix + s)!)).then((r) => r.flat());
  }

  async close() {
    await this.worker?.terminate();
    this.worker = null;
  }
}

const grammar = new GrammarPool();
export const closeGrammar = () => grammar.close();
/** Starts Harper (seconds of set-up) in its worker while the eval does other work. */
export const warmGrammar = () => void grammar.lint(['Ready.'], []);

export async function checkOutput(
  check: OutputCheck,
): Promise<{ findings: Finding[]; planted: PlantedResult[] }> {
  const strings = readableStrings(check.content);
  const text = strings.join('\n\n');
  const record = (check.content ?? {}) as { summary?: unknown; sources?: unknown };
  const summary = typeof record.summary === 'string' ? record.summary : '';
  const opening = `${summary}\n${text.slice(0, 600)}`;
  const pasted = pastedFields(text, check.fields).map((field): Finding => ({
    kind: 'pasted',
    rule: `context field pasted whole: ${field}`,
    excerpt: check.fields[field] ?? '',
  }));
  const sources = Array.isArray(record.sources) ? (record.sources as ListedSource[]) : [];
  const planted = plantedFindings(text, opening, check.planted);
  // A six-word run is a phrase said twice only inside prose: cells of a table (strings under
  // six words, such as the campaign name on every row of an anomaly table) joined end to end
  // are not a sentence anyone reads, so they do not count towards a run (decision 081).
  // An output's `figures` are the computed record (decision 023) that the model is given and
  // verifyFigures checks; the page shows their numbers as tables, never their rule texts or
  // decision reasons, so the prose a reader sees may state those once more in its own place.
  const { figures: _record, ...shown } = (check.content ?? {}) as Record<string, unknown>;
  // A short cell is replaced by a word of its own that no run can repeat, so it breaks runs
  // across it without joining the strings on either side.
  const prose = readableStrings(shown)
    .map((s, i) => (wordsOf(s).length >= 6 ? s : `cell${i}break`))
    .join('\n\n');
  const others = [
    ...repetitionFindings(prose),
    ...pasted,
    ...sourceFindings(text, sources, check.material),
    ...planted.flatMap((p) => (p.finding ? [p.finding] : [])),
  ];
  const lints = (await grammar.lint(strings, check.ownWords)).map((g): Finding => ({
    kind: 'grammar',
    rule: `${g.kind}: ${g.message.replace(/“[^”]*”|"[^"]*"|`[^`]*`/g, '…')}`,
    excerpt: g.excerpt,
  }));
  return { findings: [...lints, ...others], planted };
}
