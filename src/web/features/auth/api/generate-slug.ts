import { useQuery } from '@tanstack/react-query';
import { LIMITS, TIMINGS } from '@/shared/constants';
import { api } from '@/web/lib/api-client';
import { useDebouncedValue } from '@/web/hooks/use-debounced-value';
import { queryKeys } from '@/web/lib/query-keys';

export const generateSlug = (name: string) =>
  api<{ slug: string }>('/organizations/generate-slug', { body: { name } }).then((d) => d.slug);

/** The slug preview: debounced 500 ms, only once the name has at least 2 characters. */
export function useSlugPreview(name: string) {
  const debounced = useDebouncedValue(name.trim(), TIMINGS.slugDebounceMs);
  return useQuery({
    queryKey: queryKeys.auth.slug(debounced),
    queryFn: () => generateSlug(debounced),
    enabled: debounced.length >= LIMITS.organizationNameMin,
    staleTime: 30_000,
    retry: false,
  });
}
