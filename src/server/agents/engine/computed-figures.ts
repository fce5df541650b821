/**
 * The figures the offline engine computes (budget splits, counts, scores, the tool's facts
 * once `finalize` put them in) are the product's figures: a model is given them to write
 * around, and its answer gets them back wherever it states the same figure (decision 076).
 * "The same figure" is a number at the same place: the same key of an object, and in a list
 * the item with the same name (its `key`, `name`, `channel`, `title`…), or, in a list of
 * items without a name, the item at the same position.
 */

/** The string fields that name a list item, most specific first. */
const IDENTITY_KEYS = [
  'key',
  'id',
  'name',
  'channel',
  'platform',
  'metric',
  'kpi',
  'stage',
  'phase',
  'quadrant',
  'force',
  'segment',
  'factor',
  'period',
  'week',
  'label',
  'title',
];

type Json = Record<string, unknown>;

const isRecord = (v: unknown): v is Json =>
  Boolean(v) && typeof v === 'object' && !Array.isArray(v);

function identityOf(item: unknown): string | null {
  if (!isRecord(item)) return null;
  for (const key of IDENTITY_KEYS) {
    const value = item[key];
    if (typeof value === 'string' && value.trim()) return `${key}:${value.trim().toLowerCase()}`;
  }
  return null;
}

/** Every number of a draft with where it is (`channels[Email].share`), for the model's prompt. */
export function computedFigures(draft: unknown, limit = 60): string[] {
  const figures: string[] = [];
  const walk = (value: unknown, at: string) => {
    if (figures.length >= limit) return;
    if (typeof value === 'number') {
      figures.push(`${at} = ${value}`);
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        const id = identityOf(item);
        walk(item, `${at}[${id ? JSON.stringify(id.slice(id.indexOf(':') + 1)) : i}]`);
      });
      return;
    }
    if (isRecord(value))
      for (const [key, v] of Object.entries(value)) walk(v, at ? `${at}.${key}` : key);
  };
  walk(draft, '');
  return figures;
}

/** The model's answer with the draft's number wherever both state a number at the same place. */
export function keepComputedFigures<C>(draft: unknown, answer: C): C {
  return merge(draft, answer) as C;
}

function merge(draft: unknown, answer: unknown): unknown {
  if (typeof draft === 'number' && typeof answer === 'number') return draft;
  if (Array.isArray(draft) && Array.isArray(answer)) {
    const named = new Map<string, unknown>();
    for (const item of draft) {
      const id = identityOf(item);
      if (id) named.set(id, item);
    }
    const byPosition = named.size === 0;
    return answer.map((item, i) => {
      const id = identityOf(item);
      const counterpart = id ? named.get(id) : byPosition ? draft[i] : undefined;
      return counterpart === undefined ? item : merge(counterpart, item);
    });
  }
  if (isRecord(draft) && isRecord(answer)) {
    const merged: Json = { ...answer };
    for (const [key, value] of Object.entries(answer))
      if (key in draft) merged[key] = merge(draft[key], value);
    return merged;
  }
  return answer;
}
