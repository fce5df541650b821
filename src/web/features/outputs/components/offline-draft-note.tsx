import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { usePermission } from '@/web/lib/use-permission';

/**
 * Said once, at the top of an output the offline engine wrote (issue 27): what it is, and
 * where a model is connected. Owners and admins get the link to Settings → AI model; anyone
 * else is told who can connect one.
 */
export function OfflineDraftNote() {
  const canConnect = usePermission('org:manage');
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-lg border border-dashed bg-muted/40 p-3 text-sm text-muted-foreground"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        A draft written from your own facts (business context, documents, campaigns and figures)
        without a language model.{' '}
        {canConnect ? (
          <>
            <Link className="font-medium text-primary underline" to="/settings/ai">
              Connect a model
            </Link>{' '}
            for fuller writing.
          </>
        ) : (
          'An owner or admin can connect a model in Settings → AI model for fuller writing.'
        )}
      </span>
    </p>
  );
}
