import type { ComponentType } from 'react';

/**
 * Output type → its layout. A renderer gets the saved content as it is stored; it parses it
 * with the output type's zod schema from src/shared and renders <GenericRenderer> when the
 * content does not match (an older or edited output), never raw JSON.
 */
export type OutputRenderers = Record<string, ComponentType<{ content: Record<string, unknown> }>>;
