import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { agentById } from '@/shared/agents';
import type { ContextHistoryRecord, ExtractedContext } from '@/shared/context-extraction';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { usePendingApprovals } from '../api/get-pending-approvals';
import { useRejectContext, useSaveContext } from '../api/review-context';
import { ConfidenceBadge } from './confidence-badge';
import { cleanContext, ContextEditor, ContextSummary } from './context-fields';

export const agentLabel = (agentType: string) =>
  agentById(agentType)?.name ??
  agentType.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * Seed 001 §2-§4: wraps the signed-in area. While extracted business context waits for approval
 * (polled every 30 s), a dialog shows the newest record: 'Save All' saves (with the edits) and
 * approves it, "Don't Save" rejects it, and so does closing the dialog.
 */
export function ContextApprovalPanel() {
  const pending = usePendingApprovals();
  const record = pending.data?.[0];
  if (!record) return null;
  return <ApprovalDialog key={record.id} record={record} total={pending.data?.length ?? 1} />;
}

function ApprovalDialog({ record, total }: { record: ContextHistoryRecord; total: number }) {
  const save = useSaveContext();
  const reject = useRejectContext();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<ExtractedContext>(record.extracted_context);
  const [edited, setEdited] = useState<ExtractedContext | undefined>(undefined);
  const shown = edited ?? record.extracted_context;
  const busy = save.isPending || reject.isPending;

  const onSaveAll = () => save.mutate({ id: record.id, edited });
  const onReject = () => reject.mutate(record.id);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onReject();
      }}
    >
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto"
        // Only the close button and Escape close (and so reject); a stray click outside does not.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <div className="flex flex-wrap items-center gap-2 text-xs font-medium text-primary">
            <Sparkles className="size-4" aria-hidden="true" />
            Extracted by the {agentLabel(record.agent_type)} agent
            {total > 1 && <span className="text-muted-foreground">· 1 of {total} waiting</span>}
          </div>
          <DialogTitle>Save this business context?</DialogTitle>
          <DialogDescription>
            We picked up these details from your conversation. Saved details fill the gaps in your
            business context and make every agent&apos;s output more specific.
          </DialogDescription>
        </DialogHeader>

        <div>
          <ConfidenceBadge score={record.confidence_score} />
        </div>

        {editing ? (
          <ContextEditor value={draft} onChange={setDraft} />
        ) : (
          <div className="rounded-lg border bg-muted/40 p-4">
            <ContextSummary context={shown} />
          </div>
        )}

        {edited && !editing && <Alert>Your edits will be saved with the context.</Alert>}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {editing ? (
            <>
              <Button
                variant="outline"
                onClick={() => {
                  setDraft(edited ?? record.extracted_context);
                  setEditing(false);
                }}
              >
                Cancel Edit
              </Button>
              <Button
                onClick={() => {
                  setEdited(cleanContext(draft));
                  setEditing(false);
                }}
              >
                Done Editing
              </Button>
            </>
          ) : (
            <>
              <Button variant="ghost" onClick={onReject} loading={reject.isPending} disabled={busy}>
                Don&apos;t Save
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  setDraft(shown);
                  setEditing(true);
                }}
                disabled={busy}
              >
                Edit Before Saving
              </Button>
              <Button onClick={onSaveAll} loading={save.isPending} disabled={busy}>
                Save All
              </Button>
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
