import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Textarea } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { CopyButton } from './copy-button';

/** The full key, shown this one time: only a hash is kept on the server. */
export function NewApiKeyDialog({
  created,
  onClose,
}: {
  created: { key: string; name: string; canWrite: boolean } | null;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <Dialog open={created !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Your new API key</DialogTitle>
          <DialogDescription>
            “{created?.name}” is ready. Send it as a bearer token: Authorization: Bearer
            &lt;key&gt;.
          </DialogDescription>
        </DialogHeader>
        <div className="flex gap-3 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning-text" aria-hidden="true" />
          <p>
            <strong>Copy this key now.</strong> You will not be able to see it again. Store it like
            a password: anyone who has it can {created?.canWrite ? 'read and change' : 'read'} your
            organization's data through the API.
          </p>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={id}>API key</Label>
          <Textarea
            id={id}
            readOnly
            rows={2}
            value={created?.key ?? ''}
            className="min-h-0 resize-none break-all font-mono text-sm"
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <CopyButton value={created?.key ?? ''}>Copy key</CopyButton>
          <Button onClick={onClose}>I have copied it</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
