import type { OutputRenderers } from '../types';

/** The Competitive Intelligence agent's output types, each with its layout. */
export const competitiveRenderers: OutputRenderers = {};
