import { Search, SearchX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DOCUMENT_SEARCH_QUERY_MAX } from '@/shared/documents';
import { formatRelativeTime } from '@/shared/format';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { useDocumentSearch } from '@/web/features/documents/api/search-documents';
import { DocumentListSkeleton } from '@/web/features/documents/components/document-list';
import { DocumentsHeader } from '@/web/features/documents/components/documents-header';
import { FileTypeIcon, fileTypeLabel } from '@/web/features/documents/components/file-type-icon';
import { HighlightedText } from '@/web/features/documents/components/highlighted-text';

/** /documents/search?q=: full-text search; the query lives in the address so results can be linked. */
export default function DocumentSearchPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  // Back/forward changes the query in the address: the box follows it.
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setDraft(q);
  }
  const results = useDocumentSearch(q);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    setParams(next ? { q: next } : {}, { replace: false });
  };

  return (
    <div className="space-y-6">
      <title>{q ? `“${q}” — Documents — Stratagent` : 'Search documents — Stratagent'}</title>
      <DocumentsHeader
        title="Search documents"
        description={
          'Searches titles and text. Use "quotes" for an exact phrase, OR between words to match either one, and -word to leave a word out.'
        }
      />
      <form role="search" onSubmit={onSubmit} className="flex gap-2">
        <Input
          type="search"
          aria-label="Search documents"
          placeholder="pricing strategy, “brand voice”, competitors -draft"
          maxLength={DOCUMENT_SEARCH_QUERY_MAX}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          autoFocus
        />
        <Button type="submit">
          <Search aria-hidden="true" /> Search
        </Button>
      </form>

      {!q.trim() ? (
        <p className="text-sm text-muted-foreground">
          Enter words to find the documents that mention them.
        </p>
      ) : results.isPending ? (
        <DocumentListSkeleton />
      ) : results.isError ? (
        <ErrorState
          title="Search failed"
          message={results.error.message}
          onRetry={() => void results.refetch()}
        />
      ) : results.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
          <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">No documents match “{q}”</h2>
          <p className="text-sm text-muted-foreground">
            Try other words, fewer words, or check the spelling.
          </p>
        </div>
      ) : (
        <section aria-label="Search results" className="space-y-2">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {results.data.length} {results.data.length === 1 ? 'result' : 'results'}, best match
            first
          </p>
          <ul className="divide-y rounded-xl border bg-card">
            {results.data.map((result) => (
              <li key={result.id}>
                <Link
                  to={`/documents/${result.id}`}
                  className="flex items-start gap-3 p-4 transition-colors hover:bg-accent/50 focus-visible:bg-accent/50 focus-visible:outline-none"
                >
                  <FileTypeIcon mimeType={result.mimeType} />
                  <div className="min-w-0 flex-1 space-y-1">
                    <p className="font-medium break-words">
                      <HighlightedText segments={result.titleSegments} />
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {fileTypeLabel(result.mimeType)} · {result.filename} ·{' '}
                      <time dateTime={result.createdAt}>
                        {formatRelativeTime(result.createdAt)}
                      </time>
                    </p>
                    {result.snippet.length > 0 && (
                      <p className="text-sm break-words text-muted-foreground">
                        <HighlightedText segments={result.snippet} />
                      </p>
                    )}
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
