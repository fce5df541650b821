import { useId, type ReactElement } from 'react';

/**
 * A chart with a visible title and a written summary, tied to it for assistive technology.
 * `children` draws the chart, given the title for its own `title` attribute.
 */
export function ChartFigure({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children: (ids: { title: string }) => ReactElement;
}) {
  const id = useId();
  return (
    <figure
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
      className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="space-y-1">
        <h3 id={`${id}-title`} className="font-semibold">
          {title}
        </h3>
        <p id={`${id}-summary`} className="text-sm text-muted-foreground">
          {summary}
        </p>
      </div>
      <div className="min-w-0">{children({ title })}</div>
    </figure>
  );
}
