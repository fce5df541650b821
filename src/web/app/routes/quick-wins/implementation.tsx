import { useQuery } from '@tanstack/react-query';
import { ListChecks, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { Achievement } from '@/shared/progress';
import { ErrorState } from '@/web/components/error-state';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadingState } from '@/web/components/ui/spinner';
import { usePermission } from '@/web/lib/use-permission';
import {
  quickWinsQueryOptions,
  useCompleteQuickWin,
  useUpdateChecklistItem,
} from '@/web/features/quick-wins/api/quick-wins';
import { ChecklistCard } from '@/web/features/quick-wins/components/checklist-card';
import { quickWinsPaths } from '@/web/features/quick-wins/lib/paths';
import { QuickWinsFrame } from './parts';

/** /quick-wins/implementation: accepted quick wins as checklists, completed from here. */
export default function QuickWinsImplementationPage() {
  return (
    <QuickWinsFrame
      title="Implementation"
      description="Every accepted quick win as a checklist. Tick the steps as you do them (Tab and Space work), then complete it: its result is measured from that day."
      back={{ to: quickWinsPaths.overview, label: 'Quick Wins' }}
    >
      <Checklists />
    </QuickWinsFrame>
  );
}

function Checklists() {
  const query = useQuery(quickWinsQueryOptions({ status: 'accepted' }));
  const canWrite = usePermission('content:write');
  const toggle = useUpdateChecklistItem();
  const complete = useCompleteQuickWin();
  const [busy, setBusy] = useState<{ id: string; index: number } | null>(null);
  const [completing, setCompleting] = useState<string | null>(null);
  const [finished, setFinished] = useState<{ title: string; unlocked: Achievement[] } | null>(null);

  if (query.isPending) return <LoadingState label="Loading your checklists..." />;
  if (query.isError)
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;

  const onToggle = async (id: string, index: number, done: boolean) => {
    setBusy({ id, index });
    try {
      await toggle.mutateAsync({ id, index, done });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The checklist could not be saved');
    } finally {
      setBusy(null);
    }
  };
  const onComplete = async (id: string, force: boolean) => {
    setCompleting(id);
    try {
      const { quick_win, newly_unlocked } = await complete.mutateAsync({ id, force });
      setFinished({ title: quick_win.title, unlocked: newly_unlocked });
      toast.success(`Done: ${quick_win.title}`);
      for (const a of newly_unlocked)
        toast.success(`Achievement unlocked: ${a.title}`, { description: `+${a.xp} XP` });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'It could not be completed');
    } finally {
      setCompleting(null);
    }
  };

  return (
    <div className="space-y-4">
      {finished && (
        <Alert variant="success" title={`Completed: ${finished.title}`}>
          {finished.unlocked.length > 0 && (
            <p className="flex items-center gap-2">
              <Trophy aria-hidden="true" className="size-4" />
              Achievement unlocked:{' '}
              {finished.unlocked.map((a) => `${a.title} (+${a.xp} XP)`).join(', ')}
            </p>
          )}
          <p>
            Its before and after is on the{' '}
            <Link to={quickWinsPaths.results} className="font-medium text-primary underline">
              Results page
            </Link>{' '}
            as soon as metrics are recorded after today.
          </p>
        </Alert>
      )}
      {query.data.length === 0 ? (
        <EmptyState
          icon={ListChecks}
          title="No quick win in progress"
          action={
            <Button asChild>
              <Link to={quickWinsPaths.opportunities}>See the opportunities</Link>
            </Button>
          }
        >
          Accept an opportunity and its steps appear here as a checklist.
        </EmptyState>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {query.data.map((q) => (
            <li key={q.id}>
              <ChecklistCard
                quickWin={q}
                canWrite={canWrite}
                busyIndex={busy?.id === q.id ? busy.index : null}
                completing={completing === q.id}
                onToggle={(index, done) => void onToggle(q.id, index, done)}
                onComplete={(force) => void onComplete(q.id, force)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
