import type { OutputRenderers } from '../types';

/** The Quick Wins agent's output types, each with its layout. */
export const quickWinsRenderers: OutputRenderers = {};
