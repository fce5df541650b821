import { BarChart3, ClipboardCheck, Download, Eye, FileText, MessageSquare } from 'lucide-react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateRange, formatDay } from '@/shared/format';
import { PORTAL_MESSAGES, type PortalCampaign, type PortalOverview } from '@/shared/portal';
import { BudgetProgress } from '@/web/components/budget-progress';
import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { NativeSelect } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { LoadingState } from '@/web/components/ui/spinner';
import { StatGrid, StatTile } from '@/web/components/ui/stat-tile';
import { cn } from '@/web/lib/utils';
import { reportPdfUrl, usePortalOverview, usePortalReports } from '../api/portal';
import { PORTAL_PERIOD_OPTIONS, usePortalPeriod } from '../lib/period';
import { portalThemeStyle } from '../lib/theme';
import { MessageThread } from './message-thread';
import { PortalApprovals, type RenderOutput } from './portal-approvals';
import { useMoney } from '@/web/lib/money';

const TABS = [
  { key: 'performance', label: 'Campaign Performance', icon: BarChart3 },
  { key: 'reports', label: 'Reports', icon: FileText },
  { key: 'messages', label: 'Messages', icon: MessageSquare },
  { key: 'approvals', label: 'Approvals', icon: ClipboardCheck },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const count = (n: number) => Math.round(n).toLocaleString('en-US');

/**
 * The read-only client portal (seed 001 §2, §3): 'View-Only Access', themed with the client's
 * brand kit, with the client's campaign performance, reports, messages and approvals.
 */
export function PortalView({
  overview,
  renderOutput,
}: {
  overview: PortalOverview;
  /** How an output to approve is drawn (the app's renderers); a plain reading otherwise. */
  renderOutput?: RenderOutput | undefined;
}) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const current: TabKey = TABS.some((t) => t.key === requested)
    ? (requested as TabKey)
    : 'performance';
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const { client, agency_name: agency } = overview;

  const select = (key: TabKey) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('tab', key);
        return next;
      },
      { replace: true },
    );
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    select(TABS[next]!.key);
    tabRefs.current[next]?.focus();
  };

  return (
    <div
      data-testid="client-portal"
      data-portal-theme=""
      className="space-y-6"
      style={portalThemeStyle(client.brand_kit)}
    >
      <title>{`View-Only Access — ${client.name}`}</title>
      <header
        className="overflow-hidden rounded-2xl border shadow-sm"
        style={{ borderColor: 'var(--portal-primary)' }}
      >
        <div
          className="h-2"
          style={{
            background:
              'linear-gradient(90deg, var(--portal-primary), var(--portal-secondary), var(--portal-accent))',
          }}
        />
        <div className="flex flex-col gap-4 bg-card p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div className="flex min-w-0 items-center gap-4">
            {client.brand_kit.logo_url ? (
              <img
                src={client.brand_kit.logo_url}
                alt={`${client.name} logo`}
                className="size-14 shrink-0 rounded-xl border bg-white object-contain p-1"
              />
            ) : (
              <span
                aria-hidden="true"
                className="flex size-14 shrink-0 items-center justify-center rounded-xl text-xl font-bold"
                style={{
                  background: 'var(--portal-primary)',
                  color: 'var(--portal-primary-foreground)',
                }}
              >
                {client.name.slice(0, 1).toUpperCase()}
              </span>
            )}
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-muted-foreground">{client.name}</p>
              <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
                {PORTAL_MESSAGES.title}
              </h1>
              <p className="text-sm text-muted-foreground">Shared with you by {agency}</p>
            </div>
          </div>
          <Badge variant="outline" className="self-start sm:self-center">
            <Eye className="size-3.5" aria-hidden="true" /> Read-only
          </Badge>
        </div>
      </header>

      <div
        role="tablist"
        aria-label="Portal sections"
        className="relative -mx-1 flex gap-1 overflow-x-auto border-b px-1"
      >
        {TABS.map((tab, index) => {
          const selected = tab.key === current;
          const badge =
            tab.key === 'messages'
              ? overview.unread_messages
              : tab.key === 'approvals'
                ? overview.pending_approvals
                : 0;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-${tab.key}-tab`}
              aria-selected={selected}
              aria-controls={`${baseId}-${tab.key}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.key)}
              onKeyDown={(e) => onKeyDown(e, index)}
              className={cn(
                'inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                selected
                  ? 'border-primary text-foreground'
                  : 'border-transparent text-muted-foreground hover:text-foreground',
              )}
            >
              <tab.icon className="size-4" aria-hidden="true" />
              {tab.label}
              {badge > 0 && (
                <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
                  {badge}
                  <span className="sr-only"> new</span>
                </span>
              )}
            </button>
          );
        })}
      </div>

      <section
        role="tabpanel"
        id={`${baseId}-${current}-panel`}
        aria-labelledby={`${baseId}-${current}-tab`}
        tabIndex={0}
        className="focus-visible:outline-none"
      >
        {current === 'performance' && <CampaignPerformance overview={overview} />}
        {current === 'reports' && <PortalReports agencyName={agency} />}
        {current === 'messages' && (
          <MessageThread clientId={client.id} side="client" otherParty={agency} />
        )}
        {current === 'approvals' && (
          <PortalApprovals agencyName={agency} renderOutput={renderOutput} />
        )}
      </section>
    </div>
  );
}

function CampaignPerformance({ overview }: { overview: PortalOverview }) {
  const money = useMoney();
  const { summary } = overview;
  const period = usePortalPeriod();
  const selectId = useId();
  // Seed 001 §4: the portal shows active campaigns only.
  const active = overview.campaigns.filter((c) => c.status === 'active');
  const covered =
    overview.requested.from && overview.requested.to
      ? formatDateRange(overview.requested.from, overview.requested.to)
      : overview.period
        ? `${formatDateRange(overview.period.from, overview.period.to)} (every recorded day)`
        : null;
  return (
    <div className="space-y-6">
      <section aria-labelledby="summary-heading" className="space-y-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="summary-heading" className="text-lg font-semibold">
              Summary
            </h2>
            {covered && <p className="text-xs text-muted-foreground">{covered}</p>}
          </div>
          <div className="space-y-1.5 sm:w-48">
            <Label htmlFor={selectId}>Period</Label>
            <NativeSelect
              id={selectId}
              value={period.value}
              onChange={(e) => period.setValue(e.target.value)}
            >
              {PORTAL_PERIOD_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <StatGrid className="lg:grid-cols-4">
          <StatTile label="Spend" value={money(summary.spend_cents)} />
          <StatTile label="Impressions" value={count(summary.impressions)} />
          <StatTile label="Conversions" value={count(summary.conversions)} />
          <StatTile
            label="ROI"
            value={summary.roi_percentage === null ? '—' : `${summary.roi_percentage.toFixed(1)}%`}
            tone={
              summary.roi_percentage === null
                ? 'default'
                : summary.roi_percentage >= 0
                  ? 'success'
                  : 'destructive'
            }
            hint={summary.roi_percentage === null ? 'No spend in this period' : undefined}
          />
        </StatGrid>
      </section>
      <section aria-labelledby="campaigns-heading" className="space-y-3">
        <h2 id="campaigns-heading" className="text-lg font-semibold">
          Active campaigns
        </h2>
        {active.length === 0 ? (
          <EmptyState icon={BarChart3} title={PORTAL_MESSAGES.noActiveCampaigns}>
            Campaigns appear here while they run.
          </EmptyState>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {active.map((c) => (
              <CampaignCard key={c.id} campaign={c} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function CampaignCard({ campaign: c }: { campaign: PortalCampaign }) {
  return (
    <li className="space-y-3 rounded-xl border bg-card p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words">{c.name}</h3>
        <Badge variant="success">Active</Badge>
      </div>
      <p className="text-xs text-muted-foreground">
        {formatDateRange(c.start_date, c.end_date) ?? 'No dates set'}
      </p>
      <BudgetProgress
        budgetCents={c.budget_cents}
        spentCents={c.spent_cents}
        label={`${c.name} budget used`}
      />
      <dl className="grid grid-cols-3 gap-2 text-center">
        <Metric label="Impressions" value={c.metrics.impressions} />
        <Metric label="Clicks" value={c.metrics.clicks} />
        <Metric label="Conversions" value={c.metrics.conversions} />
      </dl>
    </li>
  );
}

function Metric({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-muted/60 p-2">
      <dt className="text-[11px] text-muted-foreground uppercase">{label}</dt>
      <dd className="font-semibold tabular-nums">{count(value)}</dd>
    </div>
  );
}

function PortalReports({ agencyName }: { agencyName: string }) {
  const reports = usePortalReports();
  if (reports.isPending) return <LoadingState label="Loading reports..." />;
  if (reports.isError)
    return <ErrorState message={reports.error.message} onRetry={() => void reports.refetch()} />;
  if (reports.data.length === 0)
    return (
      <EmptyState icon={FileText} title={PORTAL_MESSAGES.noReports}>
        Performance reports {agencyName} prepares for you appear here as PDFs.
      </EmptyState>
    );
  return (
    <ul className="divide-y rounded-xl border bg-card">
      {reports.data.map((r) => (
        <ReportRow key={r.id}>
          <div className="min-w-0">
            <p className="font-medium break-words">{r.title}</p>
            <p className="text-xs text-muted-foreground">
              {formatDateRange(r.period_from, r.period_to)} · prepared {formatDay(r.created_at)}
            </p>
          </div>
          <Button asChild variant="outline" size="sm">
            <a href={reportPdfUrl(r.id)} download aria-label={`Download ${r.title} (PDF)`}>
              <Download aria-hidden="true" /> Download PDF
            </a>
          </Button>
        </ReportRow>
      ))}
    </ul>
  );
}

const ReportRow = ({ children }: { children: ReactNode }) => (
  <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
    {children}
  </li>
);

/** The portal page's own loading / error states around the view. */
export function PortalStates({
  overview,
  renderOutput,
}: {
  renderOutput?: RenderOutput | undefined;
  overview: {
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    data?: PortalOverview;
    refetch: () => unknown;
  };
}) {
  if (overview.isPending) return <LoadingState label="Loading your portal..." />;
  if (overview.isError || !overview.data)
    return (
      <ErrorState
        message={overview.error?.message ?? 'The portal could not be loaded'}
        onRetry={() => void overview.refetch()}
      />
    );
  return <PortalView overview={overview.data} renderOutput={renderOutput} />;
}

/** The dashboard of a client's own people (seed 001 §2): their portal. */
export function PortalDashboard({ renderOutput }: { renderOutput?: RenderOutput }) {
  const period = usePortalPeriod();
  const overview = usePortalOverview(period.range);
  return <PortalStates overview={overview} renderOutput={renderOutput} />;
}
