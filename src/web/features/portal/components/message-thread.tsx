import { MessageSquare, Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatRelativeTime } from '@/shared/format';
import { MESSAGE_MAX, PORTAL_MESSAGES } from '@/shared/portal';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { FormField } from '@/web/components/ui/form-field';
import { Textarea } from '@/web/components/ui/input';
import { LoadingState } from '@/web/components/ui/spinner';
import { cn } from '@/web/lib/utils';
import { useMessages, usePostMessage } from '../api/portal';

/**
 * The message thread between the agency and one client, oldest first, with a composer.
 * `side` is who is reading: their own messages sit on the right.
 */
export function MessageThread({
  clientId,
  side,
  otherParty,
  canWrite = true,
}: {
  clientId: string;
  side: 'client' | 'agency';
  /** Who the messages go to, for the composer's label: the agency's or the client's name. */
  otherParty: string;
  canWrite?: boolean;
}) {
  const messages = useMessages(clientId, side);
  const post = usePostMessage(clientId, side);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const end = useRef<HTMLDivElement>(null);
  const count = messages.data?.length ?? 0;

  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView({ block: 'nearest' });
  }, [count]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setError(PORTAL_MESSAGES.messageRequired);
      return;
    }
    setError(undefined);
    try {
      await post.mutateAsync(body.trim());
      setBody('');
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The message could not be sent');
    }
  };

  return (
    <div className="space-y-4">
      {messages.isPending ? (
        <LoadingState label="Loading messages..." />
      ) : messages.isError ? (
        <ErrorState message={messages.error.message} onRetry={() => void messages.refetch()} />
      ) : messages.data.length === 0 ? (
        <EmptyState icon={MessageSquare} title={PORTAL_MESSAGES.noMessages}>
          Messages between you and {otherParty} appear here.
        </EmptyState>
      ) : (
        <ol
          aria-label="Messages"
          className="max-h-[28rem] space-y-3 overflow-y-auto rounded-xl border bg-card p-3 sm:p-4"
        >
          {messages.data.map((m) => {
            const mine = m.author_side === side;
            return (
              <li key={m.id} className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
                <div
                  className={cn(
                    'max-w-[85%] rounded-2xl px-4 py-2 text-sm shadow-xs sm:max-w-[70%]',
                    mine ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
                  )}
                >
                  <p className="text-xs font-semibold opacity-80">
                    {m.author_name}
                    <span className="font-normal">
                      {' · '}
                      <time dateTime={m.created_at}>{formatRelativeTime(m.created_at)}</time>
                    </span>
                  </p>
                  <p className="mt-1 break-words whitespace-pre-wrap">{m.body}</p>
                </div>
              </li>
            );
          })}
          <div ref={end} />
        </ol>
      )}
      {canWrite && (
        <form onSubmit={(e) => void submit(e)} className="space-y-2" noValidate>
          <FormField label={`Message to ${otherParty}`} error={error}>
            <Textarea
              value={body}
              maxLength={MESSAGE_MAX}
              rows={3}
              onChange={(e) => setBody(e.target.value)}
              placeholder="Write a message..."
            />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" disabled={post.isPending}>
              <Send aria-hidden="true" /> {post.isPending ? 'Sending...' : 'Send message'}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
