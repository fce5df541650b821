import { Check, Inbox, X } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { toast } from 'sonner';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { LoadingState } from '@/web/components/ui/spinner';
import { cn } from '@/web/lib/utils';
import { useApproveInvitationRequest } from '../api/approve-invitation-request';
import {
  REQUEST_STATUS_FILTERS,
  useInvitationRequests,
  type InvitationRequest,
  type RequestStatusFilter,
} from '../api/get-invitation-requests';
import { useRejectInvitationRequest } from '../api/reject-invitation-request';
import { DateText } from './date-text';
import { RejectRequestDialog } from './reject-request-dialog';
import { RequestStatusBadge, TypeBadge } from './status-badges';

const TAB_LABELS: Record<RequestStatusFilter, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  all: 'All',
};

const EMPTY_MESSAGES: Record<RequestStatusFilter, { title: string; text: string }> = {
  pending: {
    title: 'No pending requests',
    text: 'New invitation requests will appear here for review.',
  },
  approved: { title: 'No approved requests', text: 'Requests you approve are listed here.' },
  rejected: { title: 'No rejected requests', text: 'Requests you reject are listed here.' },
  all: { title: 'No requests yet', text: 'Nobody has requested an invitation so far.' },
};

type Actions = {
  approvingId: string | null;
  onApprove: (request: InvitationRequest) => void;
  onReject: (request: InvitationRequest) => void;
};

/** The review queue: requests by status, with Approve and Reject on pending ones. */
export function InvitationRequestsPanel() {
  const [status, setStatus] = useState<RequestStatusFilter>('pending');
  const query = useInvitationRequests(status);
  const approve = useApproveInvitationRequest();
  const reject = useRejectInvitationRequest();
  const [rejecting, setRejecting] = useState<InvitationRequest | null>(null);

  const onApprove = (request: InvitationRequest) =>
    approve.mutate(request.id, {
      onSuccess: (result) => {
        if (result.emailSent) {
          toast.success(`Approved ${request.email}`, {
            description: 'The invitation e-mail with the sign-up link is on its way.',
          });
        } else {
          toast.warning(`Approved ${request.email}, but the e-mail was not sent`, {
            description: 'Check the mail settings, and tell them they can sign up at /signup.',
          });
        }
      },
      onError: (error) =>
        toast.error('Could not approve the request', { description: error.message }),
    });

  const onConfirmReject = (request: InvitationRequest) =>
    reject.mutate(request.id, {
      onSuccess: () => {
        setRejecting(null);
        toast.success(`Rejected the request from ${request.email}`);
      },
      onError: (error) =>
        toast.error('Could not reject the request', { description: error.message }),
    });

  const counts = query.data?.counts;
  const actions: Actions = {
    approvingId: approve.isPending ? (approve.variables ?? null) : null,
    onApprove,
    onReject: setRejecting,
  };

  return (
    <Tabs.Root value={status} onValueChange={(value) => setStatus(value as RequestStatusFilter)}>
      <Tabs.List
        aria-label="Filter requests by status"
        className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 sm:inline-flex"
      >
        {REQUEST_STATUS_FILTERS.map((filter) => (
          <Tabs.Trigger
            key={filter}
            value={filter}
            className="inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm"
          >
            {TAB_LABELS[filter]}
            {counts && (
              <span
                className={cn(
                  'rounded-full px-1.5 text-xs tabular-nums',
                  filter === 'pending' && counts.pending > 0
                    ? 'bg-primary text-primary-foreground'
                    : 'bg-background/80',
                )}
              >
                {counts[filter]}
              </span>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {REQUEST_STATUS_FILTERS.map((filter) => (
        <Tabs.Content key={filter} value={filter} className="mt-4 focus-visible:outline-none">
          {query.isPending ? (
            <LoadingState label="Loading requests..." />
          ) : query.isError ? (
            <ErrorState
              title="Could not load the requests"
              message={query.error.message}
              onRetry={() => void query.refetch()}
            />
          ) : (
            <div
              className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}
              aria-busy={query.isPlaceholderData}
            >
              <RequestList requests={query.data.requests} filter={filter} actions={actions} />
            </div>
          )}
        </Tabs.Content>
      ))}
      <RejectRequestDialog
        request={rejecting}
        pending={reject.isPending}
        onConfirm={onConfirmReject}
        onOpenChange={(open) => !open && setRejecting(null)}
      />
    </Tabs.Root>
  );
}

function RequestList({
  requests,
  filter,
  actions,
}: {
  requests: InvitationRequest[];
  filter: RequestStatusFilter;
  actions: Actions;
}) {
  if (requests.length === 0) {
    const empty = EMPTY_MESSAGES[filter];
    return (
      <Card className="flex flex-col items-center gap-2 px-6 py-14 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-muted">
          <Inbox className="size-6 text-muted-foreground" aria-hidden="true" />
        </span>
        <h3 className="mt-2 font-semibold">{empty.title}</h3>
        <p className="text-sm text-muted-foreground">{empty.text}</p>
      </Card>
    );
  }
  return (
    <>
      <Card className="hidden overflow-hidden md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Requester
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Type
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Use case
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Heard from
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Requested
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                {filter === 'pending' ? 'Review' : 'Status'}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {requests.map((request) => (
              <tr key={request.id} className="align-top">
                <td className="max-w-56 px-4 py-3">
                  <p className="truncate font-medium" title={request.email}>
                    {request.email}
                  </p>
                  <p className="truncate text-muted-foreground" title={request.company_name}>
                    {request.company_name}
                  </p>
                </td>
                <td className="px-4 py-3">
                  <TypeBadge type={request.organization_type} />
                </td>
                <td className="max-w-72 px-4 py-3">
                  <UseCase text={request.use_case} />
                </td>
                <td className="max-w-40 px-4 py-3 text-muted-foreground">
                  <span className="line-clamp-2">{request.referral_source ?? '—'}</span>
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-muted-foreground">
                  <DateText iso={request.created_at} />
                </td>
                <td className="px-4 py-3">
                  <div className="flex justify-end">
                    <ReviewCell request={request} actions={actions} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <ul className="grid grid-cols-1 gap-3 md:hidden">
        {requests.map((request) => (
          <li key={request.id}>
            <Card className="grid grid-cols-1 gap-3 p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="break-all font-medium">{request.email}</p>
                  <p className="break-words text-sm text-muted-foreground">
                    {request.company_name}
                  </p>
                </div>
                <TypeBadge type={request.organization_type} />
              </div>
              {request.use_case && (
                <p className="whitespace-pre-line break-words text-sm">{request.use_case}</p>
              )}
              <dl className="grid grid-cols-2 gap-2 text-xs">
                <div>
                  <dt className="text-muted-foreground">Heard from</dt>
                  <dd className="break-words">{request.referral_source ?? '—'}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Requested</dt>
                  <dd>
                    <DateText iso={request.created_at} />
                  </dd>
                </div>
              </dl>
              <div className="border-t pt-3">
                <ReviewCell request={request} actions={actions} stretch />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}

function UseCase({ text }: { text: string | null }) {
  if (!text) return <span className="text-muted-foreground">—</span>;
  return (
    <p className="line-clamp-3 whitespace-pre-line break-words" title={text}>
      {text}
    </p>
  );
}

function ReviewCell({
  request,
  actions,
  stretch = false,
}: {
  request: InvitationRequest;
  actions: Actions;
  stretch?: boolean;
}) {
  if (request.status !== 'pending') {
    return (
      <div
        className={cn(
          'flex flex-col gap-1 text-xs text-muted-foreground',
          stretch ? 'items-start' : 'items-end',
        )}
      >
        <RequestStatusBadge status={request.status} />
        {request.reviewed_at && (
          <span>
            <DateText iso={request.reviewed_at} />
            {request.reviewed_by_email && <> · by {request.reviewed_by_email}</>}
          </span>
        )}
      </div>
    );
  }
  const approving = actions.approvingId === request.id;
  return (
    <div className={cn('flex gap-2', stretch && 'grid grid-cols-2')}>
      <Button
        size="sm"
        variant="outline"
        onClick={() => actions.onReject(request)}
        disabled={approving}
        aria-label={`Reject ${request.email}`}
      >
        <X aria-hidden="true" /> Reject
      </Button>
      <Button
        size="sm"
        onClick={() => actions.onApprove(request)}
        loading={approving}
        aria-label={`Approve ${request.email}`}
      >
        {!approving && <Check aria-hidden="true" />} Approve
      </Button>
    </div>
  );
}
