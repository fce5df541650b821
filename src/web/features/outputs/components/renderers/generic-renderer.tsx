import { Quote } from 'lucide-react';
import { Fragment } from 'react';
import { humanize, isRecord, Panel } from './parts';

/** Keys every framework output carries; the footer shows them, so the sections skip them. */
const FOOTER_KEYS = new Set(['summary', 'recommendations', 'sources', 'assumptions', 'framework']);

const LEADING_KEYS = ['name', 'title'];

const isShare = (key: string, value: number) =>
  /share|percent|rate|ratio/i.test(key) && value >= 0 && value <= 1;

function Value({ name, value }: { name: string; value: unknown }) {
  if (value === null || value === undefined || value === '')
    return <span className="text-muted-foreground">—</span>;
  if (typeof value === 'boolean') return <>{value ? 'Yes' : 'No'}</>;
  if (typeof value === 'number')
    return (
      <>{isShare(name, value) ? `${Math.round(value * 100)}%` : value.toLocaleString('en-US')}</>
    );
  if (typeof value === 'string') return <span className="whitespace-pre-wrap">{value}</span>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="text-muted-foreground">None</span>;
    if (value.every((v) => !isRecord(v) && !Array.isArray(v))) {
      return (
        <ul className="list-disc space-y-1 pl-5">
          {value.map((v, i) => (
            <li key={i}>
              <Value name={name} value={v} />
            </li>
          ))}
        </ul>
      );
    }
    return (
      <ul className="grid gap-2 sm:grid-cols-2">
        {value.map((v, i) => (
          <li key={i} className="rounded-lg border bg-muted/30 p-3">
            <Value name={name} value={v} />
          </li>
        ))}
      </ul>
    );
  }
  if (isRecord(value)) {
    return (
      <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-1">
        {Object.entries(value).map(([k, v]) => (
          <Fragment key={k}>
            <dt className="text-muted-foreground">{humanize(k)}</dt>
            <dd>
              <Value name={k} value={v} />
            </dd>
          </Fragment>
        ))}
      </dl>
    );
  }
  return <>{String(value)}</>;
}

/**
 * Any output as readable sections, one per top-level field (personas, marketing plans and
 * types without a dedicated layout). A persona's quote is set apart.
 */
export function GenericRenderer({ content }: { content: Record<string, unknown> }) {
  // Stored JSON does not keep key order: a name or title leads, the rest keep their order.
  const entries = Object.entries(content)
    .filter(([key]) => !FOOTER_KEYS.has(key))
    .sort(([a], [b]) => Number(LEADING_KEYS.includes(b)) - Number(LEADING_KEYS.includes(a)));
  const quote = typeof content.quote === 'string' ? content.quote : null;
  const short = entries.filter(
    ([k, v]) =>
      k !== 'quote' &&
      (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') &&
      String(v).length <= 60,
  );
  const long = entries.filter(([k]) => k !== 'quote' && !short.some(([s]) => s === k));
  if (entries.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        This output has no details beyond its summary.
      </p>
    );
  return (
    <div className="space-y-3">
      {quote && (
        <blockquote className="flex gap-2 rounded-xl border-l-4 border-primary bg-accent p-4 text-sm italic">
          <Quote className="size-4 shrink-0 text-primary" aria-hidden="true" />
          {quote}
        </blockquote>
      )}
      {short.length > 0 && (
        <dl className="grid gap-3 rounded-xl border bg-card p-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {short.map(([key, value]) => (
            <div key={key}>
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                {humanize(key)}
              </dt>
              <dd className="mt-0.5 font-medium">
                <Value name={key} value={value} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className="grid gap-3 md:grid-cols-2">
        {long.map(([key, value]) => (
          <Panel
            key={key}
            title={humanize(key)}
            className={Array.isArray(value) && value.some(isRecord) ? 'md:col-span-2' : undefined}
          >
            <div className="text-sm">
              <Value name={key} value={value} />
            </div>
          </Panel>
        ))}
      </div>
    </div>
  );
}
