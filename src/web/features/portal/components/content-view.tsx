import type { ReactNode } from 'react';

const label = (key: string) => key.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/**
 * An output's content as a client reads it: headings from its fields, lists from its arrays,
 * text as text. Any output type reads this way, whatever agent produced it.
 */
export function ContentView({ value, depth = 0 }: { value: unknown; depth?: number }): ReactNode {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return <p className="break-words whitespace-pre-wrap">{value}</p>;
  if (typeof value === 'number' || typeof value === 'boolean')
    return (
      <p>{typeof value === 'number' ? value.toLocaleString('en-US') : value ? 'Yes' : 'No'}</p>
    );
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    return (
      <ul className="list-disc space-y-1 pl-5">
        {value.map((item, i) => (
          <li key={i}>
            <ContentView value={item} depth={depth + 1} />
          </li>
        ))}
      </ul>
    );
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(
      ([, v]) => v !== null && v !== undefined && v !== '',
    );
    return (
      <dl className="space-y-2">
        {entries.map(([key, v]) => (
          <div key={key}>
            <dt
              className={
                depth === 0
                  ? 'text-sm font-semibold'
                  : 'text-xs font-semibold text-muted-foreground'
              }
            >
              {label(key)}
            </dt>
            <dd className="text-sm">
              <ContentView value={v} depth={depth + 1} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return null;
}
