import { Send } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/web/components/ui/button';
import { useOutputApproval, useRequestApproval } from '../api/portal';
import { ApprovalBadge } from './approval-badge';

/**
 * An output's client approval state, re-read whenever the output changes (an edit voids an
 * approval: the server compares the content's hash).
 */
export function OutputApprovalBadge({
  outputId,
  updatedAt,
}: {
  outputId: string;
  updatedAt: string;
}) {
  const approval = useOutputApproval(outputId);
  const { refetch } = approval;
  useEffect(() => {
    void refetch();
  }, [updatedAt, refetch]);
  if (!approval.data) return null;
  return (
    <span title={approval.data.comment ? `Client comment: ${approval.data.comment}` : undefined}>
      <ApprovalBadge status={approval.data.status} />
    </span>
  );
}

/** 'Send for client approval' for an output of a client (agency writers). */
export function SendForApprovalButton({
  outputId,
  clientId,
}: {
  outputId: string;
  clientId: string;
}) {
  const approval = useOutputApproval(outputId);
  const request = useRequestApproval(outputId);
  const waiting = approval.data?.status === 'requested';
  const send = async () => {
    try {
      await request.mutateAsync();
      toast.success('Sent to the client’s portal for approval', {
        action: {
          label: 'Messages',
          onClick: () => window.location.assign(`/clients/${clientId}/messages`),
        },
      });
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The output could not be sent for approval');
    }
  };
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => void send()}
        disabled={waiting || request.isPending || approval.isPending}
      >
        <Send aria-hidden="true" />
        {waiting
          ? 'Awaiting client approval'
          : approval.data
            ? 'Send for client approval again'
            : 'Send for client approval'}
      </Button>
      <Button variant="ghost" size="sm" asChild>
        <Link to={`/clients/${clientId}/messages`}>Client messages</Link>
      </Button>
    </>
  );
}
