import { asArray, Bullets, isRecord, LevelBadge, Panel } from './parts';
import { useMoney } from '@/web/lib/money';

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** 0.4 and 40 both mean 40% (older plans stored fractions). */
const percent = (share: number, all: number[]) => (all.every((s) => s <= 1) ? share * 100 : share);

/**
 * A marketing plan: positioning and messaging, segments, the channel mix with its budget
 * split, the timeline by phase, KPIs with benchmarks, frameworks, risks and next steps.
 * Reads the full schema and the shorter { channels, messaging, timeline } of older plans.
 */
export function MarketingPlanRenderer({ content }: { content: Record<string, unknown> }) {
  const usd = useMoney().units;
  const channels = asArray(content.channels).filter(isRecord);
  const shares = channels.map((c) => num(c.budget_share) ?? 0);
  const budget = num(content.monthly_budget);
  const horizon = num(content.horizon_months);
  const messaging = str(content.messaging);
  const timeline = content.timeline;
  const segments = asArray(content.target_segments).filter(isRecord);
  const kpis = asArray(content.kpis).filter(isRecord);
  const frameworks = asArray(content.frameworks_applied).filter(isRecord);
  const risks = asArray(content.risks).filter(isRecord);
  const nextSteps = asArray(content.next_steps);
  const keyMessages = asArray(content.key_messages);

  return (
    <div className="space-y-4">
      {(budget !== null || horizon !== null) && (
        <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
          {budget !== null && (
            <div className="rounded-xl border bg-card p-3">
              <dt className="text-xs text-muted-foreground">Monthly budget</dt>
              <dd className="text-lg font-semibold">{usd(budget)}</dd>
            </div>
          )}
          {horizon !== null && (
            <div className="rounded-xl border bg-card p-3">
              <dt className="text-xs text-muted-foreground">Horizon</dt>
              <dd className="text-lg font-semibold">
                {horizon} month{horizon > 1 ? 's' : ''}
              </dd>
            </div>
          )}
        </dl>
      )}

      {(str(content.positioning) || messaging) && (
        <div className="grid gap-3 lg:grid-cols-2">
          {str(content.positioning) && (
            <Panel title="Positioning" tone="primary">
              <p className="text-sm italic">“{str(content.positioning)}”</p>
            </Panel>
          )}
          {messaging && (
            <Panel title="Messaging">
              <p className="text-sm">{messaging}</p>
              {keyMessages.length > 0 && (
                <div className="mt-3">
                  <Bullets items={keyMessages} />
                </div>
              )}
            </Panel>
          )}
        </div>
      )}

      {segments.length > 0 && (
        <Panel title="Target segments">
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {segments.map((s, i) => (
              <li key={i} className="space-y-1 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {str(s.name)}{' '}
                  {str(s.priority) && <LevelBadge level={str(s.priority)!} label="Priority" />}
                </p>
                <p className="text-muted-foreground">{str(s.description)}</p>
              </li>
            ))}
          </ul>
        </Panel>
      )}

      {channels.length > 0 && (
        <Panel title="Channel mix">
          <ul className="space-y-3">
            {channels.map((c, i) => {
              const share = percent(shares[i]!, shares);
              const amount = num(c.monthly_amount);
              const tactics = asArray(c.tactics);
              return (
                <li key={i} className="space-y-1 text-sm">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="font-medium">{str(c.channel) ?? 'Channel'}</span>
                    <span className="tabular-nums text-muted-foreground">
                      {Math.round(share)}%{amount !== null ? ` · ${usd(amount)}/month` : ''}
                    </span>
                  </div>
                  <div
                    className="h-2 overflow-hidden rounded-full bg-muted"
                    role="img"
                    aria-label={`${str(c.channel) ?? 'Channel'}: ${Math.round(share)}% of the budget`}
                  >
                    <div
                      className="h-full rounded-full bg-primary"
                      style={{ width: `${Math.min(100, share)}%` }}
                    />
                  </div>
                  {str(c.rationale) && <p className="text-muted-foreground">{str(c.rationale)}</p>}
                  {tactics.length > 0 && (
                    <p className="text-xs">
                      Tactics: {tactics.filter((t) => typeof t === 'string').join(' · ')}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </Panel>
      )}

      {typeof timeline === 'string' && timeline.trim() && (
        <Panel title="Timeline">
          <p className="text-sm">{timeline}</p>
        </Panel>
      )}
      {Array.isArray(timeline) && timeline.length > 0 && (
        <Panel title="Timeline">
          <ol className="grid gap-3 md:grid-cols-3">
            {timeline.map((phase, i) =>
              isRecord(phase) ? (
                <li key={i} className="space-y-1 rounded-lg border bg-background p-3 text-sm">
                  <p className="font-medium">{str(phase.phase) ?? `Phase ${i + 1}`}</p>
                  {str(phase.period) && (
                    <p className="text-xs text-muted-foreground">{str(phase.period)}</p>
                  )}
                  {str(phase.focus) && <p>{str(phase.focus)}</p>}
                  <Bullets items={asArray(phase.activities)} empty="" />
                </li>
              ) : (
                <li key={i} className="rounded-lg border bg-background p-3 text-sm">
                  {String(phase)}
                </li>
              ),
            )}
          </ol>
        </Panel>
      )}

      {kpis.length > 0 && (
        <Panel title="KPIs">
          <div className="overflow-x-auto">
            <table className="w-full min-w-[28rem] text-left text-sm">
              <thead className="text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    KPI
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Target
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    Benchmark
                  </th>
                </tr>
              </thead>
              <tbody>
                {kpis.map((k, i) => (
                  <tr key={i} className="border-t">
                    <td className="py-1.5 pr-3 font-medium">{str(k.name)}</td>
                    <td className="py-1.5 pr-3">{str(k.target)}</td>
                    <td className="py-1.5 text-muted-foreground">{str(k.benchmark)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Panel>
      )}

      {frameworks.length > 0 && (
        <Panel title="Frameworks applied">
          <Bullets
            items={frameworks.map((f) => ({ title: str(f.framework), detail: str(f.insight) }))}
          />
        </Panel>
      )}

      <div className="grid gap-3 lg:grid-cols-2">
        {risks.length > 0 && (
          <Panel title="Risks" tone="warning">
            <Bullets
              items={risks.map((r) => ({ title: str(r.risk), detail: str(r.mitigation) }))}
            />
          </Panel>
        )}
        {nextSteps.length > 0 && (
          <Panel title="Next steps" tone="success">
            <Bullets items={nextSteps} />
          </Panel>
        )}
      </div>
    </div>
  );
}
