import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatRelativeTime } from '@/shared/format';
import { formatMetricValue } from '@/shared/performance-analysis';
import type { QuickWin } from '@/shared/quick-wins';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader } from '@/web/components/ui/card';
import { LevelBadges } from './levels';
import { useMoney } from '@/web/lib/money';

/** An accepted quick win as a checklist: tick items (keyboard: Tab, Space), then complete. */
export function ChecklistCard({
  quickWin: q,
  canWrite,
  busyIndex,
  completing,
  onToggle,
  onComplete,
}: {
  quickWin: QuickWin;
  canWrite: boolean;
  busyIndex: number | null;
  completing: boolean;
  onToggle: (index: number, done: boolean) => void;
  onComplete: (force: boolean) => void;
}) {
  const money = useMoney();
  const done = q.checklist.filter((i) => i.done).length;
  const all = done === q.checklist.length;
  const headingId = `quick-win-${q.id}`;
  const base = q.baseline;
  return (
    <Card role="article" aria-labelledby={headingId}>
      <CardHeader className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <LevelBadges effort={q.effort} impact={q.impact} />
          {q.accepted_at && (
            <Badge variant="outline">Accepted {formatRelativeTime(q.accepted_at)}</Badge>
          )}
        </div>
        <h3 id={headingId} className="text-base font-semibold">
          {q.title}
        </h3>
        {q.campaign_name && (
          <p className="text-xs text-muted-foreground">Campaign: {q.campaign_name}</p>
        )}
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <p className="text-muted-foreground">{q.impact_statement}</p>
        <fieldset className="space-y-2">
          <legend className="mb-2 font-medium">
            Checklist · {done} of {q.checklist.length} done
          </legend>
          <div
            className="h-1.5 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label={`${q.title}: checklist progress`}
            aria-valuemin={0}
            aria-valuemax={q.checklist.length}
            aria-valuenow={done}
          >
            <div
              className="h-full bg-primary transition-all"
              style={{ width: `${(done / Math.max(1, q.checklist.length)) * 100}%` }}
            />
          </div>
          <ul className="space-y-1">
            {q.checklist.map((item, index) => {
              const id = `${q.id}-item-${index}`;
              return (
                <li key={id}>
                  <label
                    htmlFor={id}
                    className="flex cursor-pointer items-start gap-3 rounded-md px-2 py-2 hover:bg-muted/60"
                  >
                    <input
                      id={id}
                      type="checkbox"
                      className="mt-0.5 size-4 shrink-0 accent-primary"
                      checked={item.done}
                      disabled={!canWrite || busyIndex !== null}
                      onChange={(e) => onToggle(index, e.target.checked)}
                    />
                    <span className={item.done ? 'text-muted-foreground line-through' : ''}>
                      {item.label}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
        {base && (
          <p className="text-xs text-muted-foreground">
            Baseline at acceptance ({base.scope === 'campaign' ? 'this campaign' : 'all campaigns'},{' '}
            {base.from} to {base.to}, {base.recorded_days} days with metrics):{' '}
            {base.recorded_days === 0
              ? 'no metrics recorded.'
              : `CTR ${formatMetricValue('ctr', base.totals.ctr, money.currency)}, ${base.totals.conversions} conversions, spend ${money(base.totals.spend_cents)}, ROAS ${formatMetricValue('roas', base.totals.roas, money.currency)}.`}
          </p>
        )}
        {canWrite && (
          <div className="flex flex-wrap items-center gap-2">
            <Button
              onClick={() => onComplete(false)}
              disabled={!all || completing}
              loading={completing && all}
              aria-label={`Complete: ${q.title}`}
            >
              <CheckCircle2 aria-hidden="true" /> Complete
            </Button>
            {!all && (
              <Button
                variant="outline"
                onClick={() => onComplete(true)}
                loading={completing}
                aria-label={`Complete anyway: ${q.title}`}
              >
                Complete anyway
              </Button>
            )}
            {q.action_url && (
              <Button asChild variant="ghost">
                <Link to={q.action_url}>Where to do it</Link>
              </Button>
            )}
            {!all && (
              <span className="text-xs text-muted-foreground">
                Tick every item to complete it, or complete it anyway if the rest no longer applies.
              </span>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
