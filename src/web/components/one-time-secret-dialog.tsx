import { TriangleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { CopyButton } from '@/web/components/copy-button';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Input, Textarea } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';

/**
 * A secret shown this one time (an API key, a webhook's signing secret): only its hash is
 * kept, so the dialog says so, offers to copy it, and closes on "I have copied it".
 */
export function OneTimeSecretDialog({
  open,
  onClose,
  title,
  description,
  warning,
  label,
  value,
  copyLabel,
  long = false,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  /** After "Copy this … now.": what losing or leaking it means. */
  warning: ReactNode;
  label: string;
  value: string;
  copyLabel: string;
  /** A value too long for one line wraps in a two-line field. */
  long?: boolean;
}) {
  const id = useId();
  const select = (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
    e.currentTarget.select();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="flex gap-3 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning-text" aria-hidden="true" />
          <p>{warning}</p>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={id}>{label}</Label>
          {long ? (
            <Textarea
              id={id}
              readOnly
              rows={2}
              value={value}
              className="min-h-0 resize-none break-all font-mono text-sm"
              onFocus={select}
            />
          ) : (
            <Input id={id} readOnly value={value} className="font-mono text-sm" onFocus={select} />
          )}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <CopyButton value={value}>{copyLabel}</CopyButton>
          <Button onClick={onClose}>I have copied it</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
