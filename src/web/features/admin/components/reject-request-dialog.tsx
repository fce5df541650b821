import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import type { InvitationRequest } from '../api/get-invitation-requests';

/** Rejecting cannot be undone from the UI, so it asks first. */
export function RejectRequestDialog(props: {
  request: InvitationRequest | null;
  pending: boolean;
  onConfirm: (request: InvitationRequest) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { request } = props;
  return (
    <Dialog open={Boolean(request)} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject this request?</DialogTitle>
          <DialogDescription>
            {request && (
              <>
                <span className="font-medium text-foreground">{request.email}</span> (
                {request.company_name}) will not be invited. No e-mail is sent; you can still invite
                them directly later.
              </>
            )}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            loading={props.pending}
            onClick={() => request && props.onConfirm(request)}
          >
            Reject request
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
