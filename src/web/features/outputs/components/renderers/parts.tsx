import { CheckCircle2, FileText, Lightbulb } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/utils';
import { OutputSection } from './output-sections';

/** snake_case or kebab-case keys as words: 'budget_share' → 'Budget share'. */
export const humanize = (key: string) => {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list item's text whether the item is a string or one of the frameworks' objects. */
export function itemText(item: unknown): { text: string; detail?: string } {
  if (typeof item === 'string') return { text: item };
  if (isRecord(item)) {
    const text = [item.point, item.factor, item.title, item.name, item.statement].find(
      (v) => typeof v === 'string',
    );
    const detail = [
      item.evidence,
      item.rationale,
      item.implication,
      item.detail,
      item.description,
    ].find((v) => typeof v === 'string');
    if (typeof text === 'string') return detail ? { text, detail: detail as string } : { text };
  }
  return { text: String(item) };
}

export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export function Panel({
  title,
  tone,
  children,
  className,
}: {
  title: ReactNode;
  tone?: 'success' | 'destructive' | 'primary' | 'warning' | 'muted';
  children: ReactNode;
  className?: string;
}) {
  return (
    <OutputSection
      title={title}
      headingClassName="mb-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground"
      className={cn(
        'rounded-xl border bg-card p-4 break-inside-avoid',
        tone === 'success' && 'border-success/40 bg-success/5',
        tone === 'destructive' && 'border-destructive/30 bg-destructive/5',
        tone === 'primary' && 'border-primary/30 bg-primary/5',
        tone === 'warning' && 'border-warning/50 bg-warning/10',
        tone === 'muted' && 'bg-muted/50',
        className,
      )}
    >
      {children}
    </OutputSection>
  );
}

export function Bullets({
  items,
  empty = 'Nothing listed.',
}: {
  items: unknown[];
  empty?: string;
}) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="space-y-2 text-sm">
      {items.map((item, i) => {
        const { text, detail } = itemText(item);
        return (
          <li key={i} className="flex gap-2">
            <span
              aria-hidden="true"
              className="mt-2 size-1.5 shrink-0 rounded-full bg-current opacity-50"
            />
            <span>
              <span className="font-medium">{text}</span>
              {detail && <span className="block text-muted-foreground">{detail}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

const LEVEL_VARIANT = { high: 'destructive', medium: 'warning', low: 'success' } as const;

export function LevelBadge({ level, label }: { level: string; label?: string }) {
  const variant = LEVEL_VARIANT[level as keyof typeof LEVEL_VARIANT] ?? 'outline';
  return <Badge variant={variant}>{label ? `${label}: ${level}` : humanize(level)}</Badge>;
}

const LEVEL_WIDTH: Record<string, string> = { low: 'w-1/3', medium: 'w-2/3', high: 'w-full' };
const LEVEL_COLOR: Record<string, string> = {
  low: 'bg-success',
  medium: 'bg-warning',
  high: 'bg-destructive',
};

/** A three-step bar for low / medium / high, with its value as text for screen readers. */
export function IntensityBar({ level, label }: { level: string; label: string }) {
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between text-xs">
        <span className="text-muted-foreground">{label}</span>
        <span className="font-medium">{humanize(level)}</span>
      </div>
      <div
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
        role="img"
        aria-label={`${label}: ${level}`}
      >
        <div
          className={cn(
            'h-full rounded-full',
            LEVEL_WIDTH[level] ?? 'w-0',
            LEVEL_COLOR[level] ?? 'bg-primary',
          )}
        />
      </div>
    </div>
  );
}

type Recommendation = { title: string; detail: string; priority: string };
type Source = { kind: string; id: string | null; title: string; quote?: string };

/** What every framework output ends with: recommendations, assumptions and its sources. */
export function OutputFooter({ content }: { content: Record<string, unknown> }) {
  const recommendations = asArray(content.recommendations).filter(isRecord) as Recommendation[];
  const assumptions = asArray(content.assumptions).filter(
    (a): a is string => typeof a === 'string',
  );
  const sources = asArray(content.sources).filter(isRecord) as Source[];
  return (
    <div className="space-y-4">
      {recommendations.length > 0 && (
        <Panel title="Recommendations" tone="primary">
          <ol className="space-y-3">
            {recommendations.map((r, i) => (
              <li key={i} className="flex gap-3 text-sm">
                <Lightbulb className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <div className="space-y-0.5">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {r.title} {r.priority && <LevelBadge level={r.priority} label="Priority" />}
                  </p>
                  <p className="text-muted-foreground">{r.detail}</p>
                </div>
              </li>
            ))}
          </ol>
        </Panel>
      )}
      {assumptions.length > 0 && (
        <Panel title="Assumptions" tone="muted">
          <Bullets items={assumptions} />
        </Panel>
      )}
      {sources.length > 0 && (
        <div className="text-xs text-muted-foreground">
          <p className="mb-1 font-semibold uppercase tracking-wide">Grounded in</p>
          <ul className="flex flex-wrap gap-2">
            {sources.map((s, i) => (
              <li
                key={i}
                className="inline-flex items-center gap-1 rounded-full border px-2 py-0.5"
              >
                {s.kind === 'document' ? (
                  <FileText className="size-3" aria-hidden="true" />
                ) : (
                  <CheckCircle2 className="size-3" aria-hidden="true" />
                )}
                {s.title}
              </li>
            ))}
          </ul>
          {sources.some((s) => s.quote) && (
            <ul className="mt-2 space-y-1">
              {sources
                .filter((s) => s.quote)
                .map((s, i) => (
                  <li key={i} className="border-l-2 pl-2">
                    <span className="font-medium">{s.title}:</span> “{s.quote}”
                  </li>
                ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
