import type { OutputRenderers } from '../types';

/** The Campaign Planning agent's output types, each with its layout. */
export const campaignPlanningRenderers: OutputRenderers = {};
