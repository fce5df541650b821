import type { OutputRenderers } from '../types';

/** The ROI & Budget agent's output types, each with its layout. */
export const roiBudgetRenderers: OutputRenderers = {};
