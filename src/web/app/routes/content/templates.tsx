import { LayoutTemplate, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { CONTENT_TOOL_IDS, CONTENT_TOOLS, type ContentTemplate } from '@/shared/content';
import { formatRelativeTime } from '@/shared/format';
import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { PageHeader } from '@/web/components/ui/page-header';
import { LoadingState } from '@/web/components/ui/spinner';
import { usePermission } from '@/web/lib/use-permission';
import { useContentTemplates, useDeleteTemplate } from '@/web/features/content/api/templates';
import { ContentNav, TOOL_ICONS } from '@/web/features/content/components/content-parts';
import { contentPaths } from '@/web/features/content/lib/paths';

/** /content/templates: the built-in templates of each tool and the organization's own. */
export default function ContentTemplatesPage() {
  const templates = useContentTemplates();
  const canWrite = usePermission('content:write');
  const own = templates.data?.filter((t) => !t.built_in) ?? [];
  return (
    <div className="space-y-6">
      <PageHeader
        title="Content templates"
        description="A template is the structure a draft follows. Use a built-in one, or save one of your drafts as a template from the library."
        back={{ to: contentPaths.home, label: 'Content Agent' }}
      />
      <ContentNav />
      {templates.isPending ? (
        <LoadingState label="Loading templates..." />
      ) : templates.isError ? (
        <ErrorState message={templates.error.message} onRetry={() => void templates.refetch()} />
      ) : (
        <>
          <section aria-labelledby="own-templates" className="space-y-3">
            <h2 id="own-templates" className="text-lg font-semibold">
              Your templates
            </h2>
            {own.length === 0 ? (
              <EmptyState icon={LayoutTemplate} title="No templates of your own yet">
                In the library or a session, choose “Save as template” on a draft you like.
              </EmptyState>
            ) : (
              <TemplateList templates={own} canUse={canWrite} canDelete={canWrite} />
            )}
          </section>
          <section aria-labelledby="builtin-templates" className="space-y-3">
            <h2 id="builtin-templates" className="text-lg font-semibold">
              Built-in templates
            </h2>
            <div className="grid gap-4 lg:grid-cols-2">
              {CONTENT_TOOL_IDS.map((tool) => {
                const list = templates.data.filter((t) => t.built_in && t.tool === tool);
                if (list.length === 0) return null;
                const Icon = TOOL_ICONS[tool];
                return (
                  <section key={tool} aria-label={CONTENT_TOOLS[tool].label} className="space-y-2">
                    <h3 className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
                      <Icon className="size-4" aria-hidden="true" /> {CONTENT_TOOLS[tool].label}
                    </h3>
                    <TemplateList templates={list} canUse={canWrite} canDelete={false} />
                  </section>
                );
              })}
            </div>
          </section>
        </>
      )}
    </div>
  );
}

function TemplateList({
  templates,
  canUse,
  canDelete,
}: {
  templates: ContentTemplate[];
  canUse: boolean;
  canDelete: boolean;
}) {
  const remove = useDeleteTemplate();
  return (
    <ul className="divide-y rounded-xl border bg-card">
      {templates.map((t) => (
        <li
          key={t.id}
          className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between"
        >
          <div className="min-w-0 space-y-1">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              {t.name}
              {!t.built_in && <Badge variant="outline">{CONTENT_TOOLS[t.tool].label}</Badge>}
            </p>
            <p className="text-sm text-muted-foreground">{t.description}</p>
            <ol className="flex flex-wrap gap-1 text-xs text-muted-foreground">
              {t.structure.map((step, i) => (
                <li key={i} className="rounded bg-muted px-1.5 py-0.5">
                  {i + 1}. {step}
                </li>
              ))}
            </ol>
            {t.created_at && (
              <p className="text-xs text-muted-foreground">
                Saved {formatRelativeTime(t.created_at)}
              </p>
            )}
          </div>
          <div className="flex shrink-0 gap-2">
            {canUse && (
              <Button asChild size="sm" variant="outline">
                <Link
                  to={contentPaths.tool(t.tool, { template: t.id })}
                  aria-label={`Use the template ${t.name}`}
                >
                  Use
                </Link>
              </Button>
            )}
            {canDelete && (
              <Button
                size="sm"
                variant="outline"
                aria-label={`Delete the template ${t.name}`}
                loading={remove.isPending && remove.variables === t.id}
                onClick={() =>
                  void remove.mutateAsync(t.id).then(
                    () => toast.success('Template deleted'),
                    (error: unknown) =>
                      toast.error(
                        error instanceof Error
                          ? error.message
                          : 'The template could not be deleted',
                      ),
                  )
                }
              >
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
