import { useQuery } from '@tanstack/react-query';
import { GitCompareArrows, Save, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { formatRelativeTime } from '@/shared/format';
import { FORECAST_DEFAULT_HORIZON, SCENARIO_NAME_MAX, type RoiScenario } from '@/shared/roi-budget';
import { ErrorState } from '@/web/components/error-state';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { EmptyState } from '@/web/components/ui/empty-state';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { LoadingState } from '@/web/components/ui/spinner';
import { usePermission } from '@/web/lib/use-permission';
import { ScenarioTable, pct } from '@/web/features/outputs/components/renderers/roi-budget/figures';
import {
  roiCompareQueryOptions,
  roiOptimizationQueryOptions,
  roiScenariosQueryOptions,
  useCreateScenario,
  useDeleteScenario,
} from '@/web/features/roi-budget/api/roi-budget';
import {
  ChangesEditor,
  toChanges,
  type ChangeRow,
} from '@/web/features/roi-budget/components/changes-editor';
import { HorizonSelect } from '@/web/features/roi-budget/components/horizon-select';
import { RoiPage } from './roi-page';
import { useMoneyFigures } from '@/web/features/outputs/components/renderers/roi-budget/figures';

/** /roi-budget/scenarios: what-if scenarios saved with their computed result, compared side by side. */
export default function RoiScenariosPage() {
  const [params, setParams] = useSearchParams();
  const compareIds = (params.get('compare') ?? '').split(',').filter(Boolean).slice(0, 4);
  const scenarios = useQuery(roiScenariosQueryOptions());
  const canWrite = usePermission('content:write');
  const [selected, setSelected] = useState<string[]>(compareIds);
  const remove = useDeleteScenario();

  const toggle = (id: string) =>
    setSelected((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));

  return (
    <RoiPage
      title="Scenarios"
      description="What if you changed a campaign's or a channel's budget? Each scenario is computed from your metrics when you save it, so you can compare them side by side."
      back={{ to: '/roi-budget', label: 'ROI & Budget' }}
    >
      {canWrite && <ScenarioForm />}

      {compareIds.length >= 2 && (
        <Comparison ids={compareIds} onClose={() => setParams({}, { replace: true })} />
      )}

      <section aria-labelledby="saved-scenarios" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="saved-scenarios" className="text-lg font-semibold">
            Saved scenarios
          </h2>
          <Button
            variant="outline"
            disabled={selected.length < 2 || selected.length > 4}
            onClick={() => setParams({ compare: selected.join(',') })}
          >
            <GitCompareArrows aria-hidden="true" /> Compare selected ({selected.length})
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">Select 2 to 4 scenarios to compare.</p>
        {scenarios.isPending ? (
          <LoadingState label="Loading scenarios..." />
        ) : scenarios.isError ? (
          <ErrorState message={scenarios.error.message} onRetry={() => void scenarios.refetch()} />
        ) : scenarios.data.length === 0 ? (
          <EmptyState icon={GitCompareArrows} title="No scenarios yet">
            {canWrite
              ? 'Save a scenario above: change a budget, see the expected spend, revenue and ROI.'
              : 'Scenarios your teammates save are listed here.'}
          </EmptyState>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {scenarios.data.map((s) => (
              <li key={s.id} className="space-y-2 rounded-xl border bg-card p-4">
                <div className="flex items-start justify-between gap-2">
                  <label className="flex items-start gap-2">
                    <input
                      type="checkbox"
                      className="mt-1 size-4"
                      checked={selected.includes(s.id)}
                      onChange={() => toggle(s.id)}
                      aria-label={`Compare ${s.name}`}
                    />
                    <span>
                      <span className="block font-semibold">{s.name}</span>
                      <span className="text-xs text-muted-foreground">
                        {s.horizon_days} days · saved {formatRelativeTime(s.created_at)}
                      </span>
                    </span>
                  </label>
                  {canWrite && (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete ${s.name}`}
                      loading={remove.isPending && remove.variables === s.id}
                      onClick={() =>
                        remove.mutate(s.id, {
                          onSuccess: () => {
                            setSelected((list) => list.filter((x) => x !== s.id));
                            toast.success(`Deleted “${s.name}”`);
                          },
                          onError: (error) => toast.error(error.message),
                        })
                      }
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  )}
                </div>
                <ScenarioSummary scenario={s} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </RoiPage>
  );
}

function changeText(s: RoiScenario) {
  return s.changes
    .map((c) => {
      const name =
        c.target_type === 'campaign'
          ? (s.result.rows.find((r) => r.campaign_id === c.target)?.campaign_name ?? 'A campaign')
          : `${c.target} (channel)`;
      return `${name} ${c.change_percentage >= 0 ? '+' : ''}${c.change_percentage}%`;
    })
    .join(', ');
}

function ScenarioSummary({ scenario: s }: { scenario: RoiScenario }) {
  const { usd, signedUsd } = useMoneyFigures();
  const t = s.result.totals;
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm">
      <div className="col-span-2 text-muted-foreground">{changeText(s)}</div>
      <div>
        <dt className="text-xs text-muted-foreground">Spend</dt>
        <dd className="tabular-nums">
          {usd(t.spend_cents)} ({signedUsd(t.spend_change_cents)})
        </dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Expected revenue</dt>
        <dd className="tabular-nums">
          {usd(t.revenue_cents)} ({signedUsd(t.revenue_change_cents)})
        </dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">ROI</dt>
        <dd className="tabular-nums">
          {pct(t.base_roi_percentage)} → {pct(t.roi_percentage)}
        </dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Profit change</dt>
        <dd className={t.profit_change_cents >= 0 ? 'text-success' : 'text-destructive'}>
          {signedUsd(t.profit_change_cents)}
        </dd>
      </div>
    </dl>
  );
}

function Comparison({ ids, onClose }: { ids: string[]; onClose: () => void }) {
  const query = useQuery(roiCompareQueryOptions(ids));
  return (
    <section
      aria-labelledby="compare-heading"
      className="space-y-3 rounded-xl border bg-muted/30 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="compare-heading" className="text-lg font-semibold">
          Side by side
        </h2>
        <Button variant="outline" size="sm" onClick={onClose}>
          Close comparison
        </Button>
      </div>
      {query.isPending ? (
        <LoadingState label="Loading the scenarios..." />
      ) : query.isError ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {query.data.map((s) => (
            <article key={s.id} className="min-w-0 space-y-3 rounded-xl border bg-card p-4">
              <h3 className="font-semibold">{s.name}</h3>
              <ScenarioSummary scenario={s} />
              <ScenarioTable result={s.result} />
            </article>
          ))}
        </div>
      )}
    </section>
  );
}

function ScenarioForm() {
  const targets = useQuery(roiOptimizationQueryOptions(FORECAST_DEFAULT_HORIZON));
  const create = useCreateScenario();
  const [name, setName] = useState('');
  const [horizon, setHorizon] = useState(FORECAST_DEFAULT_HORIZON);
  const [rows, setRows] = useState<ChangeRow[]>([{ key: 1, target: '', percent: '' }]);
  const [errors, setErrors] = useState<{ name?: string; changes?: string }>({});
  const running = targets.data?.allocation.rows ?? [];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const changes = toChanges(rows);
    const next = {
      ...(name.trim() ? {} : { name: 'Give the scenario a name' }),
      ...(typeof changes === 'string' ? { changes } : {}),
    };
    setErrors(next);
    if (Object.keys(next).length || typeof changes === 'string') return;
    create.mutate(
      { name: name.trim(), horizon_days: horizon, changes },
      {
        onSuccess: (saved) => {
          toast.success(`Saved “${saved.name}”`);
          setName('');
          setRows([{ key: 1, target: '', percent: '' }]);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">New scenario</CardTitle>
          <CardDescription>
            Expected revenue assumes diminishing returns (revenue grows as spend to the power 0.7)
            from each campaign's observed ROAS.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {targets.isPending ? (
            <LoadingState label="Loading your running campaigns..." />
          ) : targets.isError ? (
            <ErrorState message={targets.error.message} onRetry={() => void targets.refetch()} />
          ) : running.length === 0 ? (
            <Alert>
              No campaign has spend in the last 28 days.{' '}
              <Link to="/campaigns" className="font-medium underline">
                Record metrics on your campaigns
              </Link>{' '}
              to plan scenarios.
            </Alert>
          ) : (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField label="Scenario name" error={errors.name}>
                  <Input
                    value={name}
                    maxLength={SCENARIO_NAME_MAX}
                    placeholder="e.g. Double down on email"
                    onChange={(e) => setName(e.target.value)}
                  />
                </FormField>
                <HorizonSelect value={horizon} onChange={setHorizon} />
              </div>
              <ChangesEditor
                rows={rows}
                onChange={setRows}
                error={errors.changes}
                targets={{
                  campaigns: running.map((r) => ({ id: r.campaign_id, name: r.campaign_name })),
                  channels: [...new Set(running.map((r) => r.channel))],
                }}
              />
              {create.isError && <Alert variant="destructive">{create.error.message}</Alert>}
              <div className="flex justify-end">
                <Button type="submit" loading={create.isPending}>
                  <Save aria-hidden="true" /> Save scenario
                </Button>
              </div>
            </>
          )}
        </CardContent>
      </Card>
    </form>
  );
}
