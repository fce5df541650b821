/** The ROI & Budget agent's outputs: the narrative around the figures computed in code. */
import type { ReactNode } from 'react';
import type { z } from 'zod';
import {
  budgetAllocationSchema,
  budgetOptimizationSchema,
  budgetScenarioSchema,
  roiAnalysisSchema,
  roiForecastSchema,
} from '@/shared/roi-budget';
import { StatGrid, StatTile } from '@/web/components/ui/stat-tile';
import { GenericRenderer } from '../generic-renderer';
import { Bullets, Panel } from '../parts';
import {
  AllocationTable,
  CampaignRoiTable,
  ChannelRoiTable,
  ForecastChart,
  ForecastTotals,
  RoiBarChart,
  ScenarioTable,
  SuggestionList,
  pct,
  roasText,
  useMoneyFigures,
} from './figures';

/** The summary (shown above every output) and the assumptions (the footer) are not repeated here. */
type Narrative = { insights: string[]; recommendations: string[] };

function Layout({ content, children }: { content: Narrative; children: ReactNode }) {
  return (
    <div className="space-y-4">
      {children}
      <div className="grid gap-4 md:grid-cols-2">
        <Panel title="Insights">
          <Bullets items={content.insights} empty="No insights." />
        </Panel>
        <Panel title="Recommendations" tone="primary">
          <Bullets items={content.recommendations} empty="No recommendations." />
        </Panel>
      </div>
    </div>
  );
}

type Figures = ReturnType<typeof useMoneyFigures>;

function parsed<S extends z.ZodType>(
  schema: S,
  render: (content: z.infer<S>, figures: Figures) => ReactNode,
) {
  return function Renderer({ content }: { content: Record<string, unknown> }) {
    const figures = useMoneyFigures();
    const result = schema.safeParse(content);
    if (!result.success) return <GenericRenderer content={content} />;
    return <>{render(result.data, figures)}</>;
  };
}

export const RoiAnalysisRenderer = parsed(roiAnalysisSchema, (c, { usd }) => {
  const t = c.figures.totals;
  return (
    <Layout content={c}>
      <StatGrid>
        <StatTile label="Spend" value={usd(t.spend_cents)} />
        <StatTile label="Revenue" value={usd(t.revenue_cents)} />
        <StatTile label="Profit" value={usd(t.profit_cents)} />
        <StatTile
          label="ROI"
          value={pct(t.roi_percentage)}
          tone={(t.roi_percentage ?? 0) < 0 ? 'destructive' : 'success'}
        />
        <StatTile
          label="ROAS"
          value={roasText(t.roas)}
          hint={
            c.figures.margin
              ? `Break-even ${roasText(c.figures.margin.break_even_roas)} at ${c.figures.margin_percentage}% margin`
              : undefined
          }
        />
      </StatGrid>
      {c.figures.campaigns.length > 0 && <CampaignRoiTable rows={c.figures.campaigns} />}
      {c.figures.channels.length > 1 && <ChannelRoiTable rows={c.figures.channels} />}
    </Layout>
  );
});

export const BudgetAllocationRenderer = parsed(budgetAllocationSchema, (c) => (
  <Layout content={c}>
    {c.figures.allocation.rows.length > 0 && <AllocationTable allocation={c.figures.allocation} />}
  </Layout>
));

export const RoiForecastRenderer = parsed(roiForecastSchema, (c) => (
  <Layout content={c}>
    {c.figures.forecast.period && (
      <>
        <ForecastChart forecast={c.figures.forecast} />
        <ForecastTotals forecast={c.figures.forecast} />
      </>
    )}
  </Layout>
));

export const BudgetScenarioRenderer = parsed(budgetScenarioSchema, (c, { usd, signedUsd }) => {
  const t = c.figures.scenario.totals;
  return (
    <Layout content={c}>
      <StatGrid>
        <StatTile label="Spend" value={usd(t.spend_cents)} hint={signedUsd(t.spend_change_cents)} />
        <StatTile
          label="Expected revenue"
          value={usd(t.revenue_cents)}
          hint={signedUsd(t.revenue_change_cents)}
        />
        <StatTile
          label="ROI"
          value={pct(t.roi_percentage)}
          hint={`from ${pct(t.base_roi_percentage)}`}
        />
        <StatTile
          label="Profit change"
          value={signedUsd(t.profit_change_cents)}
          tone={t.profit_change_cents >= 0 ? 'success' : 'destructive'}
        />
      </StatGrid>
      <ScenarioTable result={c.figures.scenario} />
    </Layout>
  );
});

export const BudgetOptimizationRenderer = parsed(budgetOptimizationSchema, (c) => (
  <Layout content={c}>
    {c.figures.suggestions.length > 0 && <SuggestionList suggestions={c.figures.suggestions} />}
    {c.figures.allocation.rows.length > 0 && (
      <RoiBarChart
        title="Expected ROI after reallocation"
        rows={c.figures.allocation.rows.map((r) => ({
          name: r.campaign_name,
          roi: r.expected_roi_percentage,
        }))}
      />
    )}
  </Layout>
));
