import type { OutputRenderers } from '../types';

/** The Content agent's output types, each with its layout. */
export const contentRenderers: OutputRenderers = {};
