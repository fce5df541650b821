/** The frame of every metrics page: header, tabs, and the Analytics unlock (seed 000 §4). */
import type { ComponentProps } from 'react';
import { GatedPage } from '@/web/app/feature-gate';
import { METRICS_FEATURE } from '@/shared/metrics';
import { METRICS_NAV } from '@/web/features/metrics/lib/paths';

export function MetricsPage(
  props: Omit<ComponentProps<typeof GatedPage>, 'feature' | 'featureTitle' | 'nav'>,
) {
  return (
    <GatedPage
      feature={METRICS_FEATURE}
      featureTitle="Metrics"
      nav={{ label: 'Metrics', items: METRICS_NAV }}
      {...props}
    />
  );
}
