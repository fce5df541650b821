import { Link } from 'react-router';
import { formatFigure, quickWinsReportSchema } from '@/shared/quick-wins';
import { Badge } from '@/web/components/ui/badge';
import { GenericRenderer } from '../generic-renderer';
import { LevelBadge } from '../parts';
import { useMoney } from '@/web/lib/money';

/**
 * A Quick Wins report: the ranked opportunities with their figures, why, impact and advice
 * (the summary and the assumptions are shown around it, as for every output).
 */
export function QuickWinsRenderer({ content }: { content: Record<string, unknown> }) {
  const money = useMoney();
  const parsed = quickWinsReportSchema.safeParse(content);
  if (!parsed.success) return <GenericRenderer content={content} />;
  const report = parsed.data;
  return (
    <div className="space-y-4">
      {report.opportunities.length === 0 ? (
        <p className="rounded-xl border bg-card p-4 text-sm text-muted-foreground">
          No opportunity was detected when this report ran.
        </p>
      ) : (
        <ol className="space-y-3">
          {report.opportunities.map((o, i) => (
            <li key={o.key} className="space-y-2 rounded-xl border bg-card p-4 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="secondary">#{i + 1}</Badge>
                <LevelBadge level={o.effort} label="Effort" />
                <LevelBadge level={o.impact} label="Impact" />
                {o.campaign_name && <Badge variant="outline">{o.campaign_name}</Badge>}
              </div>
              <p className="font-semibold">{o.title}</p>
              <p>
                <span className="font-medium">Why: </span>
                {o.why}
              </p>
              <p>
                <span className="font-medium">Expected impact: </span>
                {o.impact_statement}
              </p>
              {o.figures.length > 0 && (
                <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                  {o.figures.map((f) => (
                    <div key={f.label} className="flex gap-1">
                      <dt>{f.label}:</dt>
                      <dd className="font-semibold text-foreground tabular-nums">
                        {formatFigure(f, money.currency)}
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
              <p className="text-muted-foreground">{o.advice}</p>
              <details>
                <summary className="cursor-pointer text-xs font-medium text-primary">
                  Checklist ({o.checklist.length} steps)
                </summary>
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  {o.checklist.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ol>
      )}
      <p className="text-xs text-muted-foreground">
        {report.ranking_rule}{' '}
        <Link to="/quick-wins/opportunities" className="font-medium text-primary underline">
          Accept or dismiss them on the Opportunities page
        </Link>
        .
      </p>
    </div>
  );
}
