import { HeartPulse } from 'lucide-react';
import { HEALTH_FORMULA } from '@/shared/client-health';
import { formatRelativeTime } from '@/shared/format';
import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { LoadingState } from '@/web/components/ui/spinner';
import { LockedState } from '@/web/app/feature-gate';
import {
  isFeatureLockedError,
  useClientHealth,
} from '@/web/features/clients/api/get-client-health';
import { useWorkspaceClient } from './workspace-context';

const BAND = {
  healthy: { label: 'Healthy', variant: 'success' },
  watch: { label: 'Watch', variant: 'warning' },
  at_risk: { label: 'At risk', variant: 'destructive' },
} as const;
const RISK = {
  low: { label: 'Low churn risk', variant: 'success' },
  medium: { label: 'Medium churn risk', variant: 'warning' },
  high: { label: 'High churn risk', variant: 'destructive' },
} as const;

const pct = (weight: number) => `${Math.round(weight * 100)}%`;

/** /clients/{id}/health: the client's health from the Client Success agent. */
export default function ClientHealthPage() {
  const client = useWorkspaceClient();
  const health = useClientHealth(client.id);

  if (health.isPending) return <LoadingState label="Computing the client's health..." />;
  if (health.isError) {
    if (isFeatureLockedError(health.error))
      return <LockedState feature="client_success" title="Client Success" />;
    return (
      <ErrorState
        title="Could not load the client's health"
        message={health.error.message}
        onRetry={() => void health.refetch()}
      />
    );
  }
  const h = health.data;
  const band = BAND[h.band];
  const risk = RISK[h.churn_risk.level];
  return (
    <div className="space-y-6">
      <title>{`${client.name} health — Stratagent`}</title>
      <div className="flex flex-col gap-4 rounded-xl border bg-card p-5 sm:flex-row sm:items-center">
        <div className="flex size-24 shrink-0 items-center justify-center rounded-full border-4 border-primary/30">
          <span
            className="text-3xl font-semibold tabular-nums"
            aria-label={`Health score ${h.score} out of 100`}
          >
            {h.score}
          </span>
        </div>
        <div className="space-y-2">
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            <HeartPulse className="size-5 text-primary" aria-hidden="true" /> Client health
          </h2>
          <div className="flex flex-wrap gap-2">
            <Badge variant={band.variant}>{band.label}</Badge>
            <Badge variant={risk.variant}>{risk.label}</Badge>
          </div>
          <p className="text-xs text-muted-foreground">
            Computed {formatRelativeTime(h.computed_at)}
          </p>
        </div>
      </div>

      <section aria-labelledby="health-parts" className="space-y-3">
        <h3 id="health-parts" className="font-semibold">
          What makes up the score
        </h3>
        <ul className="grid gap-3 md:grid-cols-2">
          {h.components.map((c) => (
            <li key={c.key} className="space-y-2 rounded-xl border bg-card p-4">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium">{c.label}</span>
                <span className="text-sm text-muted-foreground tabular-nums">
                  {Math.round(c.score)}/100 · weight {pct(c.weight)}
                </span>
              </div>
              <div
                role="meter"
                aria-label={`${c.label} score`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(c.score)}
                className="h-2 overflow-hidden rounded-full bg-muted"
              >
                <div
                  className="h-full rounded-full bg-primary"
                  style={{ width: `${Math.max(0, Math.min(100, c.score))}%` }}
                />
              </div>
              <p className="text-sm text-muted-foreground">{c.detail}</p>
            </li>
          ))}
        </ul>
      </section>

      <Card>
        <CardHeader>
          <CardTitle>Churn risk: {h.churn_risk.level}</CardTitle>
        </CardHeader>
        <CardContent>
          {h.churn_risk.reasons.length === 0 ? (
            <p className="text-sm text-muted-foreground">No warning signs right now.</p>
          ) : (
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {h.churn_risk.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <section
        aria-labelledby="health-formula"
        className="space-y-2 rounded-xl border bg-muted/40 p-4 text-sm"
      >
        <h3 id="health-formula" className="font-semibold">
          How the score is computed
        </h3>
        <p>{HEALTH_FORMULA.score}</p>
        <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
          {HEALTH_FORMULA.components.map((c) => (
            <li key={c.key}>
              <span className="font-medium text-foreground">
                {c.label} ({pct(c.weight)}):
              </span>{' '}
              {c.rule}
            </li>
          ))}
        </ul>
        <p>{HEALTH_FORMULA.bands}</p>
        <p>{HEALTH_FORMULA.churn}</p>
      </section>
    </div>
  );
}
