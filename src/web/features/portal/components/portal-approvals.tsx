import { CheckCircle2, ClipboardCheck, MessageSquareWarning } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { formatRelativeTime } from '@/shared/format';
import { PORTAL_MESSAGES, type PortalApproval } from '@/shared/portal';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { EmptyState } from '@/web/components/ui/empty-state';
import { FormField } from '@/web/components/ui/form-field';
import { Textarea } from '@/web/components/ui/input';
import { LoadingState } from '@/web/components/ui/spinner';
import { useDecideApproval, usePortalApprovals } from '../api/portal';
import { ApprovalBadge } from './approval-badge';
import { ContentView } from './content-view';

/** Draws an output's content; the page passes the app's output renderers. */
export type RenderOutput = (outputType: string, content: Record<string, unknown>) => ReactNode;

/** The Approvals tab: outputs sent to the client, read in full, approved or sent back. */
export function PortalApprovals({
  agencyName,
  renderOutput,
}: {
  agencyName: string;
  renderOutput?: RenderOutput | undefined;
}) {
  const approvals = usePortalApprovals();
  if (approvals.isPending) return <LoadingState label="Loading approvals..." />;
  if (approvals.isError)
    return (
      <ErrorState message={approvals.error.message} onRetry={() => void approvals.refetch()} />
    );
  if (approvals.data.length === 0)
    return (
      <EmptyState icon={ClipboardCheck} title={PORTAL_MESSAGES.noApprovals}>
        When {agencyName} sends you work to approve, it appears here.
      </EmptyState>
    );
  const pending = approvals.data.filter((a) => a.status === 'requested');
  const decided = approvals.data.filter((a) => a.status !== 'requested');
  return (
    <div className="space-y-6">
      {pending.length === 0 && (
        <p className="rounded-xl border bg-card p-4 text-sm text-muted-foreground">
          {PORTAL_MESSAGES.noApprovals}.
        </p>
      )}
      {pending.map((a) => (
        <ApprovalCard key={a.id} approval={a} renderOutput={renderOutput} />
      ))}
      {decided.length > 0 && (
        <section aria-labelledby="decided-heading" className="space-y-3">
          <h3 id="decided-heading" className="text-base font-semibold">
            Decided
          </h3>
          <ul className="divide-y rounded-xl border bg-card">
            {decided.map((a) => (
              <li
                key={a.id}
                className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium">{a.output.title}</p>
                  {a.comment && <p className="text-sm text-muted-foreground">“{a.comment}”</p>}
                </div>
                <div className="flex items-center gap-2 text-xs text-muted-foreground">
                  {a.decided_at && <span>{formatRelativeTime(a.decided_at)}</span>}
                  <ApprovalBadge status={a.status} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function ApprovalCard({
  approval,
  renderOutput,
}: {
  approval: PortalApproval;
  renderOutput?: RenderOutput | undefined;
}) {
  const decide = useDecideApproval();
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();

  const send = async (decision: 'approved' | 'changes_requested') => {
    if (decision === 'changes_requested' && !comment.trim()) {
      setError(PORTAL_MESSAGES.commentRequired);
      return;
    }
    setError(undefined);
    try {
      await decide.mutateAsync({
        approvalId: approval.id,
        decision,
        ...(decision === 'changes_requested' ? { comment: comment.trim() } : {}),
      });
      toast.success(decision === 'approved' ? 'Approved' : 'Changes requested');
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The decision could not be saved');
    }
  };

  return (
    <Card>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="text-lg">{approval.output.title}</CardTitle>
          <ApprovalBadge status={approval.status} />
        </div>
        <p className="text-xs text-muted-foreground">
          Sent {formatRelativeTime(approval.requested_at)}
          {approval.requested_by_name ? ` by ${approval.requested_by_name}` : ''}
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        {approval.output.summary && <p className="text-sm">{approval.output.summary}</p>}
        <div className="max-h-96 overflow-y-auto rounded-lg border bg-background p-4">
          {renderOutput ? (
            renderOutput(approval.output.output_type, approval.output.content)
          ) : (
            <ContentView value={approval.output.content} />
          )}
        </div>
        {asking && (
          <FormField label="What should change?" error={error}>
            <Textarea
              value={comment}
              maxLength={2000}
              onChange={(e) => setComment(e.target.value)}
              placeholder="Tell the agency what to change..."
            />
          </FormField>
        )}
        {!asking && error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {asking ? (
            <>
              <Button variant="ghost" onClick={() => setAsking(false)} disabled={decide.isPending}>
                Cancel
              </Button>
              <Button
                variant="outline"
                onClick={() => void send('changes_requested')}
                disabled={decide.isPending}
              >
                <MessageSquareWarning aria-hidden="true" /> Send change request
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={() => setAsking(true)} disabled={decide.isPending}>
                <MessageSquareWarning aria-hidden="true" /> Request changes
              </Button>
              <Button onClick={() => void send('approved')} disabled={decide.isPending}>
                <CheckCircle2 aria-hidden="true" /> Approve
              </Button>
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
