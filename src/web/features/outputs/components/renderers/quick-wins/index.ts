import type { OutputRenderers } from '../types';
import { QuickWinsRenderer } from './quick-wins-renderer';

/** The Quick Wins agent's output types, each with its layout. */
export const quickWinsRenderers: OutputRenderers = {
  quick_wins: QuickWinsRenderer,
};
