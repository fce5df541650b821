import { formatDay } from '@/shared/format';
import { AlertOctagon, AlertTriangle, CheckCircle2, Info, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Campaign } from '@/shared/campaigns';
import { ErrorState } from '@/web/components/error-state';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { useCurrency } from '@/web/lib/money';
import { cn } from '@/web/lib/utils';
import { useCampaignMetrics } from '../api/get-campaign-metrics';
import { todayIso } from '../lib/format';
import { computeInsights, planCompleteness, type InsightTone } from '../lib/insights';

const TONES: Record<InsightTone, { icon: LucideIcon; label: string; className: string }> = {
  critical: {
    icon: AlertOctagon,
    label: 'Needs action',
    className: 'border-destructive/40 [&_svg]:text-destructive',
  },
  warning: {
    icon: AlertTriangle,
    label: 'Watch',
    className: 'border-warning/60 [&_svg]:text-warning-text',
  },
  info: { icon: Info, label: 'Note', className: '[&_svg]:text-primary' },
  good: {
    icon: CheckCircle2,
    label: 'Going well',
    className: 'border-success/40 [&_svg]:text-success',
  },
};

function PlanCompleteness({ campaign }: { campaign: Campaign }) {
  const { filled, total } = planCompleteness(campaign);
  const percent = Math.round((filled / total) * 100);
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Plan completeness</CardTitle>
        <CardDescription>
          {filled} of {total} planning fields filled in.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div
          role="progressbar"
          aria-label="Plan completeness"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn('h-full rounded-full', percent === 100 ? 'bg-success' : 'bg-primary')}
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="mt-2 text-2xl font-semibold tabular-nums">{percent}%</p>
      </CardContent>
    </Card>
  );
}

/** /campaigns/{id}/insights: honest, rule-based observations; every one says what it is based on. */
export function CampaignInsights({ campaign, canEdit }: { campaign: Campaign; canEdit: boolean }) {
  const metrics = useCampaignMetrics(campaign.id);
  const currency = useCurrency();
  if (metrics.isPending) {
    return (
      <div role="status" aria-label="Loading insights" className="grid animate-pulse gap-3">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="h-20 rounded-xl bg-muted" />
        ))}
      </div>
    );
  }
  if (metrics.isError)
    return (
      <ErrorState
        title="Could not load insights"
        message={metrics.error.message}
        onRetry={() => void metrics.refetch()}
      />
    );

  const today = todayIso();
  const insights = computeInsights(campaign, metrics.data, today, currency);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <section aria-labelledby="insights-title" className="space-y-3 lg:col-span-2">
        <div>
          <h2 id="insights-title" className="text-lg font-semibold">
            Insights
          </h2>
          <p className="text-sm text-muted-foreground">
            Plain rules applied to this campaign's details and{' '}
            {metrics.data.daily.length > 0
              ? `${metrics.data.daily.length} days of results`
              : 'results'}
            , as of {formatDay(today)}. Most urgent first.
          </p>
        </div>
        <ul className="grid gap-3">
          {insights.map((insight) => {
            const tone = TONES[insight.tone];
            const Icon = tone.icon;
            return (
              <li key={insight.id}>
                <article
                  aria-labelledby={`insight-${insight.id}`}
                  className={cn(
                    'flex gap-3 rounded-xl border bg-card p-4 shadow-sm',
                    tone.className,
                  )}
                >
                  <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                  <div className="min-w-0 space-y-1">
                    <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                      {tone.label}
                    </p>
                    <h3 id={`insight-${insight.id}`} className="font-semibold">
                      {insight.title}
                    </h3>
                    <p className="text-sm text-muted-foreground">{insight.detail}</p>
                    {insight.action && (canEdit || !insight.action.writes) && (
                      <Link
                        to={insight.action.to}
                        className="inline-block pt-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
                      >
                        {insight.action.label}
                      </Link>
                    )}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </section>
      <div className="grid min-w-0 grid-cols-1 content-start gap-6">
        <PlanCompleteness campaign={campaign} />
        <Card>
          <CardHeader className="pb-3">
            <CardTitle className="text-base">How these are made</CardTitle>
          </CardHeader>
          <CardContent className="space-y-2 text-sm text-muted-foreground">
            <p>
              Pacing compares the share of the budget spent with the share of the schedule elapsed,
              and projects the spend at the current daily rate.
            </p>
            <p>
              Trends compare the last 7 days of data with the 7 days before. Best and weakest days
              are ranked by conversions and cost per conversion.
            </p>
            <p>No AI is involved: the same data always gives the same insights.</p>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
