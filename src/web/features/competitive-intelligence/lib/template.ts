import { COMPETITOR_ANALYSIS_TEMPLATE } from '@/shared/competitive-intelligence';
import { hasTemplate, takeTemplate } from '@/web/lib/quick-win-template';

/** The palette's 'Competitor Analysis' template (web/lib/quick-win-template), taken once. */
export const takeCompetitorTemplate = () => takeTemplate(COMPETITOR_ANALYSIS_TEMPLATE.id);

/** Whether the palette's template is waiting (without taking it). */
export const hasCompetitorTemplate = () => hasTemplate(COMPETITOR_ANALYSIS_TEMPLATE.id);
