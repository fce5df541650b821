import { queryKeys } from '@/web/lib/query-keys';
import type { ListContentQuery } from '@/shared/content';

/** Query keys of the Content agent's data. */
export const contentKeys = {
  all: ['content'] as const,
  // Under the outputs' prefix: a run that saves an output (which invalidates every output
  // query) refreshes the content lists too.
  items: () => [...queryKeys.outputs.all, 'content-items'] as const,
  list: (filters: ListContentQuery) => [...contentKeys.items(), 'list', filters] as const,
  detail: (id: string) => [...contentKeys.items(), 'detail', id] as const,
  brandVoices: () => [...contentKeys.all, 'brand-voice'] as const,
  /** The organization's voice (null) or a client's. */
  brandVoice: (clientId: string | null) => [...contentKeys.brandVoices(), clientId] as const,
  templates: (tool?: string) => [...contentKeys.all, 'templates', tool ?? 'all'] as const,
};

/** How long each is fresh: drafts change when a run ends or someone edits them. */
export const CONTENT_STALE_TIME = {
  items: 30_000,
  brandVoice: 5 * 60_000,
  templates: 5 * 60_000,
} as const;
