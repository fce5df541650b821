import { Bot, Megaphone, Sparkles, Target } from 'lucide-react';
import type { DashboardMetrics, IntelligenceReadiness } from '@/shared/dashboard';
import { StatCard } from './stat-card';

/** Seed 000 §2.4. 'Strategy Sessions' shows the campaign count, as the seed says. */
export function QuickStats({
  metrics,
  readiness,
}: {
  metrics: DashboardMetrics | undefined;
  readiness: IntelligenceReadiness | undefined;
}) {
  return (
    <section aria-labelledby="quick-stats-heading" className="space-y-3">
      <h2 id="quick-stats-heading" className="text-lg font-semibold">
        Quick Stats
      </h2>
      <div className="grid grid-cols-2 gap-3">
        <StatCard
          label="Intelligence Outputs"
          value={readiness ? readiness.total_outputs : '–'}
          icon={Sparkles}
        />
        <StatCard
          label="AI Interactions"
          value={metrics ? metrics.total_ai_interactions : '–'}
          icon={Bot}
        />
        <StatCard
          label="Active Campaigns"
          value={metrics ? metrics.active_campaigns : '–'}
          icon={Megaphone}
        />
        <StatCard
          label="Strategy Sessions"
          value={metrics ? metrics.campaign_count : '–'}
          icon={Target}
        />
      </div>
    </section>
  );
}
