import { PERFORMANCE_OUTPUT_TYPES } from '@/shared/performance-intelligence';
import type { OutputRenderers } from '../types';
import {
  AnomalyRenderer,
  CampaignComparisonRenderer,
  ChannelRenderer,
  PacingRenderer,
  ReportRenderer,
} from './renderers';

/** The Performance Intelligence agent's output types, each with its layout. */
export const performanceRenderers: OutputRenderers = {
  [PERFORMANCE_OUTPUT_TYPES.anomaly_detection]: AnomalyRenderer,
  [PERFORMANCE_OUTPUT_TYPES.budget_pacing]: PacingRenderer,
  [PERFORMANCE_OUTPUT_TYPES.channel_comparison]: ChannelRenderer,
  [PERFORMANCE_OUTPUT_TYPES.campaign_comparison]: CampaignComparisonRenderer,
  [PERFORMANCE_OUTPUT_TYPES.performance_report]: ReportRenderer,
};
