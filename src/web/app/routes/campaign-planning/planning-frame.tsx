import type { ComponentProps } from 'react';
import { FEATURE_LABELS } from '@/shared/feature-unlocks';
import type { Feature } from '@/shared/unlocks';
import { FeatureGate, GatedPage } from '@/web/app/feature-gate';
import { PLANNING_SECTIONS } from '@/web/features/campaign-planning/lib/paths';

/**
 * Every Campaign Planning page: its header, the agent's sub-pages as tabs, and, while the
 * organization has not unlocked the agent (or `feature`, e.g. automation), the locked state
 * instead of the page.
 */
export function PlanningFrame({
  feature = 'execution',
  children,
  ...page
}: Omit<ComponentProps<typeof GatedPage>, 'feature' | 'featureTitle' | 'nav'> & {
  feature?: Feature;
}) {
  return (
    <GatedPage
      feature="execution"
      featureTitle="Campaign Planning"
      nav={{ label: 'Campaign Planning', items: PLANNING_SECTIONS }}
      {...page}
    >
      {feature === 'execution' ? (
        children
      ) : (
        <FeatureGate feature={feature} title={FEATURE_LABELS[feature]}>
          {children}
        </FeatureGate>
      )}
    </GatedPage>
  );
}
