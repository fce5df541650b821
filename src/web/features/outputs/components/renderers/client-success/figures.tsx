/**
 * The Client Success figures as the pages and the saved outputs show them: band and churn
 * badges, the health table, one client's components and the recommendations. The Client
 * Success pages use them too (as the Performance Intelligence pages use their figures).
 */
import { Link } from 'react-router';
import { CHURN_RISK_LABELS, HEALTH_BAND_LABELS, HEALTH_FORMULA } from '@/shared/client-health';
import type {
  ChurnRiskLevel,
  ClientHealth,
  ClientRecommendation,
  HealthBand,
  HealthComponent,
} from '@/shared/client-success';
import { Badge } from '@/web/components/ui/badge';
import { Table, Td, Th } from '@/web/components/ui/data-table';
import { cn } from '@/web/lib/utils';
import { LevelBadge } from '../parts';

const BAND_VARIANT = { healthy: 'success', watch: 'warning', at_risk: 'destructive' } as const;
const CHURN_VARIANT = { low: 'success', medium: 'warning', high: 'destructive' } as const;

export function HealthBadge({ band }: { band: HealthBand }) {
  return <Badge variant={BAND_VARIANT[band]}>{HEALTH_BAND_LABELS[band]}</Badge>;
}

export function ChurnBadge({ level }: { level: ChurnRiskLevel }) {
  return <Badge variant={CHURN_VARIANT[level]}>{CHURN_RISK_LABELS[level]} churn risk</Badge>;
}

const barTone = (score: number) =>
  score >= 70 ? 'bg-success' : score >= 45 ? 'bg-warning' : 'bg-destructive';

/** A 0..100 score as a number and a bar. */
export function ScoreBar({ score, label }: { score: number; label: string }) {
  return (
    <div className="flex items-center gap-2">
      <span className="w-8 text-right font-semibold tabular-nums">{score}</span>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        className="h-2 w-full min-w-12 overflow-hidden rounded-full bg-muted"
      >
        <div className={cn('h-full rounded-full', barTone(score))} style={{ width: `${score}%` }} />
      </div>
    </div>
  );
}

/**
 * Every client's score, band, component scores and churn risk: a table from a tablet up,
 * a card per client on a phone.
 */
export function HealthTable({
  clients,
  clientHref,
}: {
  clients: ClientHealth[];
  clientHref?: (clientId: string) => string;
}) {
  const keys = clients[0]?.components.map((c) => c.key) ?? [];
  return (
    <>
      <div className="hidden md:block">
        <Table caption="Client health scores">
          <thead>
            <tr>
              <Th>Client</Th>
              <Th className="min-w-36">Score</Th>
              {clients[0]?.components.map((c) => (
                <Th key={c.key} className="text-right">
                  {c.label} <span className="font-normal">({Math.round(c.weight * 100)}%)</span>
                </Th>
              ))}
              <Th>Churn risk</Th>
            </tr>
          </thead>
          <tbody>
            {clients.map((h) => (
              <tr key={h.client_id}>
                <Td>
                  {clientHref ? (
                    <Link
                      to={clientHref(h.client_id)}
                      className="font-medium text-primary hover:underline"
                    >
                      {h.client_name}
                    </Link>
                  ) : (
                    <span className="font-medium">{h.client_name}</span>
                  )}
                  {h.industry && <div className="text-xs text-muted-foreground">{h.industry}</div>}
                </Td>
                <Td>
                  <ScoreBar score={h.score} label={`Health score of ${h.client_name}`} />
                  <div className="mt-1">
                    <HealthBadge band={h.band} />
                  </div>
                </Td>
                {keys.map((key) => {
                  const c = h.components.find((x) => x.key === key);
                  return (
                    <Td key={key} className="text-right tabular-nums" title={c?.detail}>
                      {c?.score ?? '—'}
                    </Td>
                  );
                })}
                <Td>
                  <ChurnBadge level={h.churn_risk.level} />
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label="Client health scores">
        {clients.map((h) => (
          <li key={h.client_id} className="space-y-2 rounded-xl border bg-card p-4 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              {clientHref ? (
                <Link
                  to={clientHref(h.client_id)}
                  className="font-semibold text-primary hover:underline"
                >
                  {h.client_name}
                </Link>
              ) : (
                <span className="font-semibold">{h.client_name}</span>
              )}
              <HealthBadge band={h.band} />
              <ChurnBadge level={h.churn_risk.level} />
            </div>
            <ScoreBar score={h.score} label={`Health score of ${h.client_name}`} />
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs">
              {h.components.map((c) => (
                <div key={c.key} className="flex justify-between gap-2">
                  <dt className="text-muted-foreground">
                    {c.label} ({Math.round(c.weight * 100)}%)
                  </dt>
                  <dd className="font-semibold tabular-nums">{c.score}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

/** One client's components: score, weight and what was measured. */
export function ComponentList({ components }: { components: HealthComponent[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {components.map((c) => (
        <li key={c.key} className="space-y-2 rounded-xl border bg-card p-4 text-sm">
          <div className="flex items-center justify-between gap-2">
            <span className="font-medium">{c.label}</span>
            <span className="text-xs text-muted-foreground">
              weight {Math.round(c.weight * 100)}%
            </span>
          </div>
          <ScoreBar score={c.score} label={`${c.label} score`} />
          <p className="text-muted-foreground">{c.detail}</p>
        </li>
      ))}
    </ul>
  );
}

/** The formula of the score, its bands and the churn rule, as the code computes them. */
export function HealthFormula({ className }: { className?: string }) {
  return (
    <section
      aria-labelledby="health-formula"
      className={cn('space-y-3 rounded-xl border bg-card p-4 text-sm', className)}
    >
      <h2 id="health-formula" className="text-base font-semibold">
        How the health score is computed
      </h2>
      <p className="font-medium">{HEALTH_FORMULA.score}</p>
      <ul className="space-y-2">
        {HEALTH_FORMULA.components.map((c) => (
          <li key={c.key}>
            <span className="font-medium">
              {c.label} ({Math.round(c.weight * 100)}%):
            </span>{' '}
            <span className="text-muted-foreground">{c.rule}</span>
          </li>
        ))}
      </ul>
      <p>
        <span className="font-medium">Bands: </span>
        <span className="text-muted-foreground">{HEALTH_FORMULA.bands}</span>
      </p>
      <p>
        <span className="font-medium">Churn risk: </span>
        <span className="text-muted-foreground">{HEALTH_FORMULA.churn}</span>
      </p>
    </section>
  );
}

/** Recommendations, each with its client, kind and priority. */
export function RecommendationList({
  recommendations,
  clientHref,
  showClient = true,
}: {
  recommendations: ClientRecommendation[];
  clientHref?: (clientId: string) => string;
  showClient?: boolean;
}) {
  return (
    <ul className="space-y-3">
      {recommendations.map((r, i) => (
        <li
          key={`${r.client_id}-${r.title}-${i}`}
          className="space-y-1 rounded-xl border bg-card p-4 text-sm"
        >
          <div className="flex flex-wrap items-center gap-2">
            <LevelBadge level={r.priority} label="Priority" />
            <Badge variant={r.kind === 'grow' ? 'success' : 'secondary'}>
              {r.kind === 'grow' ? 'Grow' : 'Retain'}
            </Badge>
            {showClient &&
              (clientHref ? (
                <Link
                  to={clientHref(r.client_id)}
                  className="text-xs font-medium text-primary hover:underline"
                >
                  {r.client_name}
                </Link>
              ) : (
                <Badge variant="outline">{r.client_name}</Badge>
              ))}
          </div>
          <p className="font-semibold">{r.title}</p>
          <p className="text-muted-foreground">{r.detail}</p>
        </li>
      ))}
    </ul>
  );
}

/** Clients with their churn risk and its reasons, riskiest first as given. */
export function ChurnList({
  clients,
  clientHref,
}: {
  clients: ClientHealth[];
  clientHref?: (clientId: string) => string;
}) {
  return (
    <ul className="space-y-3">
      {clients.map((h) => (
        <li key={h.client_id} className="space-y-2 rounded-xl border bg-card p-4 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            {clientHref ? (
              <Link
                to={clientHref(h.client_id)}
                className="font-semibold text-primary hover:underline"
              >
                {h.client_name}
              </Link>
            ) : (
              <span className="font-semibold">{h.client_name}</span>
            )}
            <ChurnBadge level={h.churn_risk.level} />
            <HealthBadge band={h.band} />
            <span className="text-xs text-muted-foreground tabular-nums">score {h.score}</span>
          </div>
          <ul className="list-disc space-y-1 pl-5">
            {h.churn_risk.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
