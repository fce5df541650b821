import { Lightbulb, Send, User, UserRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { INSIGHTS_OUTPUT_TYPE, type PersonaContent } from '@/shared/persona';
import { ErrorState } from '@/web/components/error-state';
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
import { Textarea } from '@/web/components/ui/input';
import { Markdown } from '@/web/components/ui/markdown';
import { LoadingState } from '@/web/components/ui/spinner';
import { useAgents } from '@/web/lib/agents';
import { usePermission } from '@/web/lib/use-permission';
import { isSessionNotFound, useSession } from '@/web/features/agents/api/get-session';
import { SessionOutput } from '@/web/features/agents/components/agent-session-view';
import { EngineBadge } from '@/web/features/agents/components/engine-badge';
import { NotFoundState } from '@/web/features/agents/components/not-found-state';
import { useSendMessage } from '@/web/features/agents/hooks/use-send-message';
import { OutputRenderer } from '@/web/features/outputs/components/renderers/output-renderer';
import { useSaveInsights } from '@/web/features/persona/api/save-insights';
import { personaInterviewPath, personaPath } from '@/web/features/persona/lib/paths';
import { notifyProgress } from '@/web/lib/notify-progress';
import { cn } from '@/web/lib/utils';
import { WithPersona } from './persona-loader';

/** /persona/interview/{personaId}/session/{sessionId}: the interview transcript, the question box and Save insights. */
export default function InterviewSessionPage() {
  const { personaId = '', sessionId = '' } = useParams();
  return (
    <WithPersona personaId={personaId}>
      {(_, persona) => <Interview personaId={personaId} sessionId={sessionId} persona={persona} />}
    </WithPersona>
  );
}

function Interview({
  personaId,
  sessionId,
  persona,
}: {
  personaId: string;
  sessionId: string;
  persona: PersonaContent;
}) {
  const session = useSession(sessionId, { poll: false });
  const agents = useAgents();
  const { send, pending, error, sending } = useSendMessage(sessionId);
  const saveInsights = useSaveInsights(sessionId);
  const canWrite = usePermission('content:write');
  const [draft, setDraft] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const first = persona.name.split(' ')[0]!;

  if (session.isPending) return <LoadingState label="Loading the interview..." />;
  if (session.isError) {
    if (isSessionNotFound(session.error)) {
      return (
        <NotFoundState
          title="Interview not found"
          backTo={personaInterviewPath(personaId)}
          backLabel={`Interview ${persona.name}`}
        >
          It may have been deleted, or the link may be mistyped.
        </NotFoundState>
      );
    }
    return <ErrorState message={session.error.message} onRetry={() => void session.refetch()} />;
  }

  const messages = session.data.messages.filter((m) => m.role !== 'system');
  const insights = session.data.outputs
    .filter((o) => o.output_type === INSIGHTS_OUTPUT_TYPE)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  const answered = messages.some((m) => m.role === 'assistant');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (!content) {
      setFieldError('Write a message first');
      return;
    }
    setFieldError(undefined);
    if (await send(content)) {
      setDraft('');
      notifyProgress('agent_used');
    }
  };

  const onSave = async () => {
    try {
      await saveInsights.mutateAsync();
      notifyProgress('output_saved');
      toast.success('Insights saved to your outputs');
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The insights could not be saved');
    }
  };

  return (
    <div className="space-y-6">
      <title>{`Interview ${persona.name} — Stratagent`}</title>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <Link
            to={personaPath(personaId)}
            className="text-sm text-muted-foreground hover:text-foreground"
          >
            ← {persona.name}
          </Link>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
            Interview {persona.name}
          </h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {agents.data && (
              <EngineBadge engine={agents.data.engine.engine} model={agents.data.engine.model} />
            )}
            <span>
              {persona.role} · {persona.age_range}
            </span>
          </div>
        </div>
        {canWrite && (
          <Button
            onClick={() => void onSave()}
            loading={saveInsights.isPending}
            disabled={!answered || sending}
          >
            <Lightbulb aria-hidden="true" /> Save insights
          </Button>
        )}
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Transcript</CardTitle>
          <CardDescription>{first} answers in character, from the persona profile.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {messages.length === 0 && !pending ? (
            <p className="text-sm text-muted-foreground">
              No questions yet. Try “What frustrates you most about buying today?” or “What would
              make you switch?”
            </p>
          ) : (
            <ul aria-label="Transcript" className="space-y-3">
              {messages.map((m) => (
                <Bubble
                  key={m.id}
                  fromPersona={m.role === 'assistant'}
                  name={first}
                  content={m.content}
                />
              ))}
              {pending && (
                <>
                  <Bubble fromPersona={false} name={first} content={pending.question} />
                  <Bubble fromPersona name={first} content={pending.answer || 'Thinking…'} busy />
                </>
              )}
            </ul>
          )}
          {error && <Alert variant="destructive">{error}</Alert>}
          {canWrite && (
            <form onSubmit={(e) => void onSubmit(e)} className="space-y-3" noValidate>
              <FormField label={`Your question to ${first}`} error={fieldError}>
                <Textarea
                  value={draft}
                  onChange={(e) => setDraft(e.target.value)}
                  maxLength={5000}
                  placeholder="e.g. What would make you try us?"
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) void onSubmit(e);
                  }}
                />
              </FormField>
              <Button type="submit" loading={sending}>
                <Send aria-hidden="true" /> Ask
              </Button>
            </form>
          )}
        </CardContent>
      </Card>

      {insights.map((output) => (
        <SessionOutput key={output.id} output={output}>
          <OutputRenderer
            outputType={output.output_type}
            content={output.content}
            engine={output.engine}
          />
        </SessionOutput>
      ))}
    </div>
  );
}

function Bubble({
  fromPersona,
  name,
  content,
  busy,
}: {
  fromPersona: boolean;
  name: string;
  content: string;
  busy?: boolean;
}) {
  return (
    <li
      className={cn('flex gap-3', fromPersona ? '' : 'flex-row-reverse')}
      aria-busy={busy || undefined}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-full',
          fromPersona ? 'bg-accent text-primary' : 'bg-muted',
        )}
      >
        {fromPersona ? <UserRound className="size-4" /> : <User className="size-4" />}
      </span>
      <div
        className={cn(
          'max-w-[85%] space-y-1 rounded-xl px-3 py-2 text-sm',
          fromPersona ? 'bg-accent/50' : 'bg-primary text-primary-foreground',
        )}
      >
        <p className="text-xs font-medium opacity-80">{fromPersona ? name : 'You'}</p>
        {fromPersona ? (
          <Markdown>{content}</Markdown>
        ) : (
          <p className="whitespace-pre-wrap">{content}</p>
        )}
      </div>
    </li>
  );
}
