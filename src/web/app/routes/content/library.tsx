import { FileText, Search } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  CONTENT_STATUSES,
  CONTENT_TYPES,
  type ContentStatus,
  type ContentType,
  type ListContentQuery,
} from '@/shared/content';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { FormField } from '@/web/components/ui/form-field';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { PageHeader } from '@/web/components/ui/page-header';
import { LoadingState } from '@/web/components/ui/spinner';
import { usePermission } from '@/web/lib/use-permission';
import { CampaignSelect } from '@/web/features/campaigns/components/campaign-select';
import { useContentItems } from '@/web/features/content/api/content-items';
import { ContentItemRow, ContentNav } from '@/web/features/content/components/content-parts';
import { contentPaths } from '@/web/features/content/lib/paths';
import { OutputRenderer } from '@/web/features/outputs/components/renderers/output-renderer';
import { Pagination } from './pagination';

const PAGE = 20;
const STATUS_LABELS: Record<ContentStatus, string> = { draft: 'Draft', approved: 'Approved' };

/** /content/library: every content draft, searchable and filtered, with copy, export and approve. */
export default function ContentLibraryPage() {
  const [params, setParams] = useSearchParams();
  const canWrite = usePermission('content:write');
  const q = params.get('q') ?? '';
  // The box follows the URL when it changes elsewhere (back button, "Clear the filters").
  const [search, setSearch] = useState(q);
  const [seen, setSeen] = useState(q);
  if (seen !== q) {
    setSeen(q);
    setSearch(q);
  }
  const type = (CONTENT_TYPES.find((t) => t.id === params.get('type'))?.id ?? '') as
    ContentType | '';
  const status = (CONTENT_STATUSES.find((s) => s === params.get('status')) ?? '') as
    ContentStatus | '';
  const campaignId = params.get('campaign') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query: ListContentQuery = {
    q: q || undefined,
    content_type: type || undefined,
    status: status || undefined,
    campaign_id: campaignId || undefined,
    limit: PAGE,
    offset: (page - 1) * PAGE,
  };
  const items = useContentItems(query);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };
  const filtered = Boolean(q || type || status || campaignId);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Content library"
        description="Every draft the Content agent wrote: search it, filter it, copy or export it as Markdown, approve it."
        back={{ to: contentPaths.home, label: 'Content Agent' }}
      />
      <ContentNav />
      <form
        role="search"
        aria-label="Content library"
        className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]"
        onSubmit={(e) => {
          e.preventDefault();
          set('q', search.trim());
        }}
      >
        <FormField label="Search">
          <Input
            type="search"
            value={search}
            placeholder="Title, topic or text"
            onChange={(e) => setSearch(e.target.value)}
            onBlur={() => search.trim() !== q && set('q', search.trim())}
            maxLength={200}
          />
        </FormField>
        <FormField label="Type">
          <NativeSelect value={type} onChange={(e) => set('type', e.target.value)}>
            <option value="">All types</option>
            {CONTENT_TYPES.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <CampaignSelect
          value={campaignId}
          onChange={(id) => set('campaign', id)}
          noneLabel="All campaigns"
        />
        <FormField label="Status">
          <NativeSelect value={status} onChange={(e) => set('status', e.target.value)}>
            <option value="">Draft and approved</option>
            {CONTENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <button type="submit" className="sr-only">
          <Search aria-hidden="true" /> Search
        </button>
      </form>

      {items.isPending ? (
        <LoadingState label="Loading the library..." />
      ) : items.isError ? (
        <ErrorState message={items.error.message} onRetry={() => void items.refetch()} />
      ) : items.data.data.length === 0 ? (
        <EmptyState
          icon={FileText}
          title={filtered ? 'Nothing matches these filters' : 'The library is empty'}
          action={
            filtered ? (
              <Button variant="outline" onClick={() => setParams({})}>
                Clear the filters
              </Button>
            ) : canWrite ? (
              <Button asChild>
                <Link to={contentPaths.home}>Write your first draft</Link>
              </Button>
            ) : undefined
          }
        >
          {filtered
            ? 'Try another search or filter.'
            : 'Drafts from the nine content tools are collected here.'}
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {items.data.total} draft{items.data.total === 1 ? '' : 's'}
          </p>
          <ul className="divide-y rounded-xl border bg-card" aria-label="Content drafts">
            {items.data.data.map((item) => (
              <ContentItemRow
                key={item.id}
                item={item}
                canWrite={canWrite}
                preview={<OutputRenderer outputType={item.tool} content={item.content} />}
              />
            ))}
          </ul>
          <Pagination
            page={page}
            pages={Math.ceil(items.data.total / PAGE)}
            onPage={(n) => set('page', n === 1 ? '' : String(n))}
          />
        </>
      )}
    </div>
  );
}
