import { ExternalLink, FileText, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { Competitor } from '@/shared/competitive-intelligence';
import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { EmptyState } from '@/web/components/ui/empty-state';
import { PageHeader } from '@/web/components/ui/page-header';
import { LoadingState } from '@/web/components/ui/spinner';
import { usePermission } from '@/web/lib/use-permission';
import { useCompetitors } from '@/web/features/competitive-intelligence/api/get-competitors';
import { useDeleteCompetitor } from '@/web/features/competitive-intelligence/api/save-competitor';
import { CompetitiveNav } from '@/web/features/competitive-intelligence/components/competitive-nav';
import { CompetitorFormDialog } from '@/web/features/competitive-intelligence/components/competitor-form-dialog';
import { competitivePaths } from '@/web/features/competitive-intelligence/lib/paths';
import { CompetitiveGate, CompetitiveLocked, isLocked } from './gate';

/** /competitive-intelligence/competitors: the records, with add, edit and delete. */
export default function CompetitorsPage() {
  return (
    <CompetitiveGate>
      <Competitors />
    </CompetitiveGate>
  );
}

type Editing = { competitor: Competitor | null; name?: string } | null;

function Competitors() {
  const competitors = useCompetitors();
  const canWrite = usePermission('content:write');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Competitor | null>(null);
  if (isLocked(competitors.error)) return <CompetitiveLocked />;
  const list = competitors.data?.data ?? [];
  const suggestions = competitors.data?.suggestions ?? [];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Competitors"
        back={{ to: competitivePaths.root, label: 'Competitive Intelligence' }}
        description="Who you compete with: their positioning, strengths and weaknesses. A change to a record, or a new document that names a competitor, raises an alert."
        actions={
          canWrite && (
            <Button onClick={() => setEditing({ competitor: null })}>
              <Plus aria-hidden="true" /> Add competitor
            </Button>
          )
        }
      />
      <CompetitiveNav />

      {canWrite && suggestions.length > 0 && (
        <section
          aria-labelledby="competitor-suggestions"
          className="space-y-3 rounded-xl border bg-accent/50 p-4 text-sm"
        >
          <h2 id="competitor-suggestions" className="font-medium">
            Named by you, not recorded yet
          </h2>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {suggestions.map(({ name, found_in }) => (
              <li key={name} className="flex flex-wrap items-center gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setEditing({ competitor: null, name })}
                  aria-label={`Add ${name} as a competitor (named in ${found_in})`}
                >
                  <Plus aria-hidden="true" /> {name}
                </Button>
                <span className="text-xs text-muted-foreground">in {found_in}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {competitors.isPending ? (
        <LoadingState label="Loading competitors..." />
      ) : competitors.isError ? (
        <ErrorState
          message={competitors.error.message}
          onRetry={() => void competitors.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={Users}
          title="No competitors yet"
          action={
            canWrite && (
              <Button onClick={() => setEditing({ competitor: null })}>
                <Plus aria-hidden="true" /> Add your first competitor
              </Button>
            )
          }
        >
          Record the companies your customers compare you with. The analysis compares your
          positioning with theirs; their names are watched in every document you upload.
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {list.map((c) => (
            <li key={c.id}>
              <CompetitorCard
                competitor={c}
                canWrite={canWrite}
                onEdit={() => setEditing({ competitor: c })}
                onDelete={() => setDeleting(c)}
              />
            </li>
          ))}
        </ul>
      )}

      <CompetitorFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        competitor={editing?.competitor ?? null}
        {...(editing?.name ? { initialName: editing.name } : {})}
      />
      <DeleteDialog competitor={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function CompetitorCard({
  competitor: c,
  canWrite,
  onEdit,
  onDelete,
}: {
  competitor: Competitor;
  canWrite: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle className="text-lg break-words">{c.name}</CardTitle>
          <div className="flex flex-wrap gap-1">
            {c.unread_alerts > 0 && (
              <Badge variant="warning">
                {c.unread_alerts} unread alert{c.unread_alerts === 1 ? '' : 's'}
              </Badge>
            )}
            <Badge variant="outline">
              <FileText className="size-3" aria-hidden="true" />
              {c.mention_count === 0
                ? 'Not in your documents'
                : `In ${c.mention_count} document${c.mention_count === 1 ? '' : 's'}`}
            </Badge>
          </div>
        </div>
        {c.website && (
          <a
            href={c.website}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex w-fit items-center gap-1 text-sm break-all text-primary hover:underline"
          >
            {c.website.replace(/^https?:\/\//i, '')}
            <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        <p className={c.positioning ? '' : 'text-muted-foreground'}>
          {c.positioning ?? 'No positioning recorded.'}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <ItemList title="Strengths" items={c.strengths} />
          <ItemList title="Weaknesses" items={c.weaknesses} />
        </div>
        {c.notes && <p className="whitespace-pre-line text-muted-foreground">{c.notes}</p>}
        {canWrite && (
          <div className="mt-auto flex flex-wrap gap-2 pt-2">
            <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${c.name}`}>
              <Pencil aria-hidden="true" /> Edit
            </Button>
            <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${c.name}`}>
              <Trash2 aria-hidden="true" /> Delete
            </Button>
            {c.unread_alerts > 0 && (
              <Button asChild variant="link" size="sm">
                <Link to={competitivePaths.alerts}>See alerts</Link>
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function ItemList({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="text-muted-foreground">None recorded.</p>
      ) : (
        <ul className="mt-1 list-disc space-y-0.5 pl-4">
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function DeleteDialog({
  competitor,
  onClose,
}: {
  competitor: Competitor | null;
  onClose: () => void;
}) {
  const remove = useDeleteCompetitor();
  return (
    <Dialog open={competitor !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {competitor?.name}?</DialogTitle>
          <DialogDescription>
            The record and its alerts are deleted. Saved analyses keep what they said.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              competitor &&
              remove.mutate(competitor.id, {
                onSuccess: () => {
                  toast.success(`${competitor.name} deleted`);
                  onClose();
                },
                onError: (e) => toast.error(e.message),
              })
            }
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
