import { Bot, Send, User } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { AgentMessage } from '@/shared/agent-runs';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Markdown } from '@/web/components/ui/markdown';
import { Textarea } from '@/web/components/ui/input';
import { usePermission } from '@/web/lib/use-permission';
import { cn } from '@/web/lib/utils';
import { useSendMessage } from '../hooks/use-send-message';

type Props = { sessionId: string; messages: AgentMessage[]; agentName: string; disabled?: boolean };

/**
 * Follow-up questions to the agent about this session, answered from its outputs and context.
 * A role that only reads sees the conversation without the message box.
 */
export function Conversation({ sessionId, messages, agentName, disabled }: Props) {
  const canWrite = usePermission('content:write');
  const { send, pending, error, sending } = useSendMessage(sessionId);
  const [draft, setDraft] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const visible = messages.filter((m) => m.role !== 'system');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (!content) {
      setFieldError('Write a message first');
      return;
    }
    setFieldError(undefined);
    if (await send(content)) setDraft('');
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">
          {canWrite ? `Ask the ${agentName}` : `Conversation with the ${agentName}`}
        </CardTitle>
        <CardDescription>
          {canWrite
            ? 'Follow-up questions about this analysis, your business or what to do next.'
            : 'Follow-up questions your teammates asked about this analysis.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {visible.length === 0 && !pending ? (
          <p className="text-sm text-muted-foreground">
            {canWrite
              ? 'No messages yet. Ask what a finding means or what to do first.'
              : 'No messages yet.'}
          </p>
        ) : (
          <ul aria-label="Conversation" className="space-y-3">
            {visible.map((m) => (
              <MessageBubble key={m.id} role={m.role} content={m.content} />
            ))}
            {pending && (
              <>
                <MessageBubble role="user" content={pending.question} />
                <MessageBubble role="assistant" content={pending.answer || 'Thinking…'} busy />
              </>
            )}
          </ul>
        )}
        {error && <Alert variant="destructive">{error}</Alert>}
        {canWrite && (
          <form onSubmit={(e) => void onSubmit(e)} className="space-y-3" noValidate>
            <FormField label="Message" error={fieldError}>
              <Textarea
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                placeholder="e.g. Which of these should we act on this quarter?"
                maxLength={5000}
                disabled={disabled}
                className="min-h-20"
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) void onSubmit(e);
                }}
              />
            </FormField>
            <div className="flex items-center justify-between gap-2">
              <p className="text-xs text-muted-foreground">Ctrl/⌘ + Enter to send</p>
              <Button type="submit" loading={sending} disabled={disabled}>
                <Send aria-hidden="true" /> Send
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

function MessageBubble({ role, content, busy }: { role: string; content: string; busy?: boolean }) {
  const mine = role === 'user';
  const Icon = mine ? User : Bot;
  return (
    <li className={cn('flex gap-2', mine && 'flex-row-reverse')} aria-busy={busy || undefined}>
      <span className="mt-1 flex size-7 shrink-0 items-center justify-center rounded-full bg-muted">
        <Icon className="size-4" aria-hidden="true" />
        <span className="sr-only">{mine ? 'You' : 'Agent'}</span>
      </span>
      <div
        className={cn(
          'max-w-[85%] rounded-lg px-3 py-2 text-sm',
          mine ? 'whitespace-pre-wrap bg-primary text-primary-foreground' : 'bg-muted',
        )}
      >
        {mine ? content : <Markdown>{content}</Markdown>}
      </div>
    </li>
  );
}
