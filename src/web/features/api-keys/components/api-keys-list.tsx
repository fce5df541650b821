import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatRelativeTime } from '@/shared/format';
import type { ApiKeyScope } from '@/shared/permissions';
import type { ApiKeyView } from '@/shared/settings';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { ApiError } from '@/web/lib/api-client';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { formatDay } from '@/shared/format';

const SCOPE_BADGES: Record<ApiKeyScope, string> = { read: 'Read', write: 'Write' };

function ExpiryBadge({ apiKey }: { apiKey: ApiKeyView }) {
  if (apiKey.expired) return <Badge variant="destructive">Expired</Badge>;
  if (!apiKey.expires_at) return <Badge variant="outline">Never expires</Badge>;
  return <Badge variant="outline">Expires {formatDay(apiKey.expires_at)}</Badge>;
}

/** The organization's keys: recognisable by name and prefix, never shown in full. */
export function ApiKeysList({ keys }: { keys: ApiKeyView[] }) {
  const revoke = useRevokeApiKey();
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);

  if (keys.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
        <KeyRound className="size-6 text-muted-foreground" aria-hidden="true" />
        <p className="font-semibold">No API keys yet</p>
        <p className="text-sm text-muted-foreground">
          Create a key to send campaign metrics from your own tools.
        </p>
      </div>
    );
  }

  const onRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      toast.success(`“${revoking.name}” revoked`);
      setRevoking(null);
    } catch (e) {
      toast.error('Could not revoke the key', {
        description: e instanceof ApiError ? e.message : 'Please try again.',
      });
    }
  };

  return (
    <>
      <ul className="divide-y" aria-label="API keys">
        {keys.map((key) => (
          <li
            key={key.id}
            className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-6"
          >
            <div className="min-w-0 flex-1 space-y-1">
              <p className="truncate text-sm font-medium">{key.name}</p>
              <p className="font-mono text-xs text-muted-foreground">{key.prefix}…</p>
              <div className="flex flex-wrap items-center gap-1.5" aria-label="Access and expiry">
                {key.scopes.map((scope) => (
                  <Badge key={scope} variant={scope === 'write' ? 'warning' : 'secondary'}>
                    {SCOPE_BADGES[scope]}
                  </Badge>
                ))}
                <ExpiryBadge apiKey={key} />
              </div>
              <p className="text-xs text-muted-foreground">
                Created {formatDay(key.created_at)}
                {key.created_by_name && (
                  <> by {key.created_by_you ? 'you' : key.created_by_name}</>
                )}{' '}
                ·{' '}
                {key.last_used_at
                  ? `Last used ${formatRelativeTime(key.last_used_at)}`
                  : 'Never used'}
              </p>
            </div>
            {key.can_revoke && (
              <Button
                variant="outline"
                size="sm"
                className="self-start sm:self-auto"
                onClick={() => setRevoking(key)}
                aria-label={`Revoke ${key.name}`}
              >
                Revoke
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Dialog
        open={revoking !== null}
        onOpenChange={(open) => !open && !revoke.isPending && setRevoking(null)}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Revoke “{revoking?.name}”?</DialogTitle>
            <DialogDescription>
              Requests with this key are refused from now on. Anything still using it stops working.
              This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setRevoking(null)} disabled={revoke.isPending}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              onClick={() => void onRevoke()}
              loading={revoke.isPending}
            >
              Revoke key
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
