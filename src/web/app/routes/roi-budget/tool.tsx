import { useQuery } from '@tanstack/react-query';
import { Play } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  FORECAST_DEFAULT_HORIZON,
  MAX_TOTAL_BUDGET_DOLLARS,
  ROI_TOOL_INFO,
  formatRoiBrief,
  isRoiTool,
  roiToolName,
  type RoiBrief,
  type RoiTool,
} from '@/shared/roi-budget';
import { formatMoneyUnits } from '@/shared/format';
import { Alert } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { useCreateSession } from '@/web/features/agents/api/create-session';
import { NotFoundState } from '@/web/features/agents/components/not-found-state';
import { CampaignSelect } from '@/web/features/campaigns/components/campaign-select';
import { roiOptimizationQueryOptions } from '@/web/features/roi-budget/api/roi-budget';
import {
  ChangesEditor,
  toChanges,
  type ChangeRow,
} from '@/web/features/roi-budget/components/changes-editor';
import { HorizonSelect } from '@/web/features/roi-budget/components/horizon-select';
import { roiPaths } from '@/web/features/roi-budget/lib/paths';
import type { PendingRun } from '@/web/features/strategy/lib/paths';
import { RoiPage } from './roi-page';
import { useCurrency } from '@/web/lib/money';

/** /roi-budget/tool/{tool}: the tool's inputs, then a session that runs it. */
export default function RoiToolPage() {
  const { tool } = useParams();
  if (!isRoiTool(tool))
    return (
      <NotFoundState title="Unknown tool" backTo={roiPaths.home} backLabel="Back to ROI & Budget">
        The ROI & Budget agent has five tools: ROI calculator, budget allocator, forecast, scenario
        planner and optimization.
      </NotFoundState>
    );
  return <ToolForm key={tool} tool={tool} />;
}

const CAMPAIGN_HINT: Record<RoiTool, string> = {
  roi_calculator: 'Optional: the ROI of this campaign alone; otherwise of every campaign.',
  forecast: "Optional: forecast this campaign's spend and revenue; otherwise the organization's.",
  budget_allocator:
    'Optional: save the result to this campaign. The allocator weighs every running campaign.',
  scenario_planner: 'Optional: save the result to this campaign.',
  optimization: 'Optional: save the result to this campaign.',
};

function ToolForm({ tool }: { tool: RoiTool }) {
  const currency = useCurrency();
  const info = ROI_TOOL_INFO[tool];
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const createSession = useCreateSession();
  const targets = useQuery({
    ...roiOptimizationQueryOptions(FORECAST_DEFAULT_HORIZON),
    enabled: tool === 'scenario_planner',
  });
  const [campaignId, setCampaignId] = useState(params.get('campaign') ?? '');
  const [horizon, setHorizon] = useState(FORECAST_DEFAULT_HORIZON);
  const [margin, setMargin] = useState('');
  const [budget, setBudget] = useState('');
  const [rows, setRows] = useState<ChangeRow[]>([{ key: 1, target: '', percent: '' }]);
  const [errors, setErrors] = useState<Partial<Record<'margin' | 'budget' | 'changes', string>>>(
    {},
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const brief: RoiBrief = { changes: [] };
    const next: typeof errors = {};
    if (tool !== 'roi_calculator') brief.horizonDays = horizon;
    if (tool === 'roi_calculator' && margin.trim()) {
      const value = Number(margin.replace(/[%\s]/g, ''));
      if (!Number.isFinite(value) || value < 1 || value > 100)
        next.margin = 'Enter a margin from 1 to 100 percent';
      else brief.marginPercent = value;
    }
    if (tool === 'budget_allocator' && budget.trim()) {
      const value = Number(budget.replace(/[^\d.]/g, ''));
      if (!Number.isFinite(value) || value < 1 || value > MAX_TOTAL_BUDGET_DOLLARS)
        next.budget = `Enter a budget from ${formatMoneyUnits(1, currency)} to ${formatMoneyUnits(MAX_TOTAL_BUDGET_DOLLARS, currency)}`;
      else brief.totalBudgetCents = Math.round(value * 100);
    }
    if (tool === 'scenario_planner') {
      const changes = toChanges(rows);
      if (typeof changes === 'string') next.changes = changes;
      else brief.changes = changes;
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    const message = formatRoiBrief(brief);
    try {
      const session = await createSession.mutateAsync({
        agent_type: 'roi-budget',
        campaign_id: campaignId || null,
        title: info.label,
      });
      const pending: PendingRun = { tool, ...(message ? { message } : {}) };
      void navigate(roiPaths.toolSession(tool, session.id), { state: { pendingRun: pending } });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The tool could not be started');
    }
  };

  const running = targets.data?.allocation.rows ?? [];
  return (
    <RoiPage
      title={info.label}
      description={info.description}
      back={{ to: roiPaths.home, label: 'ROI & Budget' }}
      badges={<Badge>{info.inputs}</Badge>}
    >
      {createSession.isError && <Alert variant="destructive">{createSession.error.message}</Alert>}
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Inputs</CardTitle>
            <CardDescription>
              The figures are computed from your campaign metrics; the agent explains them.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 lg:grid-cols-2">
            <CampaignSelect
              value={campaignId}
              onChange={setCampaignId}
              noneLabel="All campaigns"
              hint={CAMPAIGN_HINT[tool]}
            />
            {tool === 'roi_calculator' && (
              <FormField
                label="Gross margin (%)"
                hint="Optional: gives the profit-based ROI and the break-even ROAS."
                error={errors.margin}
              >
                <Input
                  inputMode="decimal"
                  value={margin}
                  placeholder="e.g. 60"
                  onChange={(e) => setMargin(e.target.value)}
                />
              </FormField>
            )}
            {tool !== 'roi_calculator' && (
              <HorizonSelect
                value={horizon}
                onChange={setHorizon}
                label={tool === 'forecast' ? 'Horizon' : 'Period'}
              />
            )}
            {tool === 'budget_allocator' && (
              <FormField
                label={`Total budget for the period (${currency})`}
                hint="Optional: leave empty to reallocate what you spend today."
                error={errors.budget}
              >
                <Input
                  inputMode="decimal"
                  value={budget}
                  placeholder="e.g. 12000"
                  onChange={(e) => setBudget(e.target.value)}
                />
              </FormField>
            )}
            {tool === 'scenario_planner' && (
              <div className="lg:col-span-2">
                {targets.isError ? (
                  <Alert variant="destructive">{targets.error.message}</Alert>
                ) : targets.isSuccess && running.length === 0 ? (
                  <Alert>
                    No campaign has spend in the last 28 days: record metrics first, then plan a
                    scenario.
                  </Alert>
                ) : (
                  <ChangesEditor
                    rows={rows}
                    onChange={setRows}
                    error={errors.changes}
                    targets={{
                      campaigns: running.map((r) => ({ id: r.campaign_id, name: r.campaign_name })),
                      channels: [...new Set(running.map((r) => r.channel))],
                    }}
                  />
                )}
              </div>
            )}
            <div className="flex justify-end lg:col-span-2">
              <Button type="submit" size="lg" loading={createSession.isPending}>
                <Play aria-hidden="true" /> Run {roiToolName(tool)}
              </Button>
            </div>
          </CardContent>
        </Card>
      </form>
    </RoiPage>
  );
}
