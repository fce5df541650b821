/**
 * ROI & Budget demo data: two saved what-if scenarios for the demo SME (Northwind Coffee
 * Roasters has five campaigns, so ROI & Budget is unlocked; its two running campaigns with
 * metrics are the subscription launch and the wholesale outreach). Results are computed
 * from the demo's metrics exactly as the API computes them when a user saves a scenario.
 */
import type { ScenarioChangeInput } from '@/shared/roi-budget';
import type { Tx } from '../../../db/client';
import { createScenario } from '../../roi-budget/scenarios';
import type { DemoSeed } from './index';

const SME_SCENARIOS: {
  name: string;
  horizon_days: number;
  changes: (ids: Map<string, string>) => ScenarioChangeInput[];
}[] = [
  {
    name: 'Push the subscription launch (+25%)',
    horizon_days: 30,
    changes: (ids) => [
      {
        target_type: 'campaign',
        target: ids.get('Spring Subscription Launch')!,
        change_percentage: 25,
      },
    ],
  },
  {
    name: 'Shift budget to wholesale cafés',
    horizon_days: 30,
    changes: (ids) => [
      {
        target_type: 'campaign',
        target: ids.get('Spring Subscription Launch')!,
        change_percentage: -20,
      },
      {
        target_type: 'campaign',
        target: ids.get('Café Wholesale Outreach')!,
        change_percentage: 40,
      },
    ],
  },
];

export const seedRoiBudget: DemoSeed = async (tx: Tx, input) => {
  if (input.organizationType !== 'SME') return;
  if (!input.campaignIds.has('Spring Subscription Launch')) return;
  if (!input.campaignIds.has('Café Wholesale Outreach')) return;
  for (const s of SME_SCENARIOS)
    await createScenario(
      tx,
      { orgId: input.orgId, userId: input.userId },
      { name: s.name, horizon_days: s.horizon_days, changes: s.changes(input.campaignIds) },
    );
};
