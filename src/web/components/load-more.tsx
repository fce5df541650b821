import { Button } from './ui/button';

/**
 * The foot of a list that loads its next page after the last (keyset pagination, decision
 * 036): how many are shown of how many, and a button while there is more.
 */
export function LoadMore({
  shown,
  total,
  noun,
  hasMore,
  loading,
  onLoadMore,
}: {
  shown: number;
  total: number | null;
  noun: string;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  if (!hasMore) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground">
        Showing {shown}
        {total === null ? '' : ` of ${total}`} {noun}
      </p>
      <Button variant="outline" disabled={loading} onClick={onLoadMore}>
        {loading ? 'Loading…' : 'Load more'}
      </Button>
    </nav>
  );
}
