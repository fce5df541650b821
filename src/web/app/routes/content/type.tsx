import { FileText } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { CONTENT_TYPES, contentTypeById, toolsOfType } from '@/shared/content';
import { ErrorState } from '@/web/components/error-state';
import { EmptyState } from '@/web/components/ui/empty-state';
import { PageHeader } from '@/web/components/ui/page-header';
import { LoadingState } from '@/web/components/ui/spinner';
import { NotFoundState } from '@/web/features/agents/components/not-found-state';
import { usePermission } from '@/web/lib/use-permission';
import { useContentItems } from '@/web/features/content/api/content-items';
import {
  ContentItemRow,
  ContentNav,
  ToolCards,
} from '@/web/features/content/components/content-parts';
import { contentPaths } from '@/web/features/content/lib/paths';
import { OutputRenderer } from '@/web/features/outputs/components/renderers/output-renderer';
import { Pagination } from './pagination';

const PAGE = 10;

/** /content/type/{contentType}: the type's tools and its drafts. */
export default function ContentTypePage() {
  const { contentType } = useParams();
  const type = contentTypeById(contentType);
  const canWrite = usePermission('content:write');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const items = useContentItems(
    { content_type: type?.id, limit: PAGE, offset: (page - 1) * PAGE },
    Boolean(type),
  );
  if (!type)
    return (
      <NotFoundState
        title="Unknown content type"
        backTo={contentPaths.home}
        backLabel="Back to Content"
      >
        The Content agent writes {CONTENT_TYPES.map((t) => t.label.toLowerCase()).join(', ')}.
      </NotFoundState>
    );
  return (
    <div className="space-y-8">
      <PageHeader
        title={`${type.label} content`}
        description={type.description}
        back={{ to: contentPaths.home, label: 'Content Agent' }}
      />
      <ContentNav />
      <section aria-labelledby="type-tools" className="space-y-3">
        <h2 id="type-tools" className="text-lg font-semibold">
          Tools
        </h2>
        <ToolCards tools={toolsOfType(type.id)} canRun={canWrite} />
      </section>
      <section aria-labelledby="type-items" className="space-y-3">
        <h2 id="type-items" className="text-lg font-semibold">
          {type.label} drafts
        </h2>
        {items.isPending ? (
          <LoadingState label="Loading drafts..." />
        ) : items.isError ? (
          <ErrorState message={items.error.message} onRetry={() => void items.refetch()} />
        ) : items.data.data.length === 0 ? (
          <EmptyState icon={FileText} title={`No ${type.label.toLowerCase()} drafts yet`}>
            {canWrite
              ? 'Run one of the tools above to write the first.'
              : 'Drafts your teammates write appear here.'}
          </EmptyState>
        ) : (
          <>
            <ul className="divide-y rounded-xl border bg-card">
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
              onPage={(n) => setParams(n === 1 ? {} : { page: String(n) })}
            />
          </>
        )}
      </section>
    </div>
  );
}
