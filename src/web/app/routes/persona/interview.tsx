import { MessagesSquare } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { INTERVIEW_MODE } from '@/shared/persona';
import { formatRelativeTime } from '@/shared/format';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { useSessions } from '@/web/features/agents/api/get-sessions';
import { usePermission } from '@/web/lib/use-permission';
import { useStartInterview } from '@/web/features/persona/api/start-interview';
import {
  interviewSessionPath,
  interviewTitle,
  personaPath,
} from '@/web/features/persona/lib/paths';
import { WithPersona } from './persona-loader';
import { useScopedNavigate } from '@/web/lib/active-client';

/** /persona/interview/{personaId}: start an interview with the persona, or reopen an earlier one. */
export default function PersonaInterviewPage() {
  const { personaId = '' } = useParams();
  const navigate = useScopedNavigate();
  const startInterview = useStartInterview();
  const canWrite = usePermission('content:write');
  const sessions = useSessions({ agent_type: 'persona', limit: 100 });

  return (
    <WithPersona personaId={personaId}>
      {(output, persona) => {
        const earlier = (sessions.data?.data ?? []).filter(
          (s) => s.mode === INTERVIEW_MODE && s.title === interviewTitle(persona.name),
        );
        const onStart = async () => {
          try {
            const session = await startInterview.mutateAsync({
              persona: output,
              name: persona.name,
            });
            void navigate(interviewSessionPath(output.id, session.id));
          } catch (error) {
            toast.error(
              error instanceof Error ? error.message : 'The interview could not be started',
            );
          }
        };
        return (
          <div className="max-w-3xl space-y-6">
            <title>{`Interview ${persona.name} — Stratagent`}</title>
            <div className="space-y-2">
              <Link
                to={personaPath(output.id)}
                className="text-sm text-muted-foreground hover:text-foreground"
              >
                ← {persona.name}
              </Link>
              <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
                Interview {persona.name}
              </h1>
              <p className="text-sm text-muted-foreground">
                {canWrite
                  ? `Ask ${persona.name.split(' ')[0]} about goals, frustrations, how they choose and where they look. Answers stay in character, grounded in the persona profile. Save the insights when you are done.`
                  : `Interviews your teammates held with ${persona.name.split(' ')[0]}, answered in character from the persona profile.`}
              </p>
            </div>
            <Card>
              <CardHeader>
                <CardTitle className="text-lg">{persona.name}</CardTitle>
                <CardDescription>
                  {persona.role} · {persona.age_range}
                </CardDescription>
              </CardHeader>
              <CardContent className="space-y-4">
                <p className="text-sm italic">{persona.quote}</p>
                {canWrite && (
                  <Button onClick={() => void onStart()} loading={startInterview.isPending}>
                    <MessagesSquare aria-hidden="true" /> Start the interview
                  </Button>
                )}
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle className="text-lg">Earlier interviews</CardTitle>
              </CardHeader>
              <CardContent>
                {sessions.isPending ? (
                  <p className="text-sm text-muted-foreground">Loading interviews…</p>
                ) : sessions.isError ? (
                  <p className="text-sm text-destructive">
                    Earlier interviews could not be loaded.
                  </p>
                ) : earlier.length === 0 ? (
                  <p className="text-sm text-muted-foreground">
                    No interviews with {persona.name} yet.
                  </p>
                ) : (
                  <ul className="space-y-2 text-sm">
                    {earlier.map((s) => (
                      <li key={s.id} className="flex flex-wrap items-center justify-between gap-2">
                        <Link
                          className="font-medium text-primary hover:underline"
                          to={interviewSessionPath(output.id, s.id)}
                        >
                          Interview of {formatRelativeTime(s.created_at)}
                        </Link>
                        <span className="text-muted-foreground">
                          {s.output_count > 0 ? 'Insights saved' : 'No insights yet'} · updated{' '}
                          {formatRelativeTime(s.updated_at)}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
          </div>
        );
      }}
    </WithPersona>
  );
}
