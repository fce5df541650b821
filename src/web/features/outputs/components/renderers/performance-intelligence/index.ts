import type { OutputRenderers } from '../types';

/** The Performance Intelligence agent's output types, each with its layout. */
export const performanceRenderers: OutputRenderers = {};
