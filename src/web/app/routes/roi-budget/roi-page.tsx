/** The frame of every ROI & Budget page: its header, the agent's tabs and the locked state. */
import type { ComponentProps } from 'react';
import { GatedPage } from '@/web/app/feature-gate';
import { ROI_NAV } from '@/web/features/roi-budget/lib/paths';

/** The page, once ROI & Budget is unlocked; until then its header, tabs and the locked state. */
export function RoiPage(
  props: Omit<ComponentProps<typeof GatedPage>, 'feature' | 'featureTitle' | 'nav'>,
) {
  return (
    <GatedPage
      feature="roi_budget"
      featureTitle="ROI & Budget"
      nav={{ label: 'ROI & Budget Agent', items: ROI_NAV }}
      {...props}
    />
  );
}
