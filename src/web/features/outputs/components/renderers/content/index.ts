import { CONTENT_TOOL_IDS } from '@/shared/content';
import type { OutputRenderers } from '../types';
import { contentRenderer } from './content-renderers';

/** The Content agent's output types, each with its layout. */
export const contentRenderers: OutputRenderers = Object.fromEntries(
  CONTENT_TOOL_IDS.map((tool) => [tool, contentRenderer(tool)]),
);
