import { MessagesSquare, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { AgentOutput } from '@/shared/agent-runs';
import { personaSchema } from '@/shared/persona';
import { formatRelativeTime } from '@/shared/format';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { usePermission } from '@/web/lib/use-permission';
import { personaInterviewPath, personaPath } from '../lib/paths';

/** A persona in the library: who they are, their quote, and the way to open or interview them. */
export function PersonaCard({ output }: { output: AgentOutput }) {
  const parsed = personaSchema.safeParse(output.content);
  const persona = parsed.success ? parsed.data : null;
  const name = persona?.name ?? output.title;
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <div
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-primary"
        >
          <UserRound className="size-5" />
        </div>
        <div className="min-w-0 space-y-1">
          <h2 className="text-base font-semibold">
            <Link to={personaPath(output.id)} className="hover:underline">
              {name}
            </Link>
          </h2>
          {persona && <p className="text-sm text-muted-foreground">{persona.role}</p>}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {persona && <Badge variant="secondary">Age {persona.age_range}</Badge>}
        {output.campaign_name && <Badge variant="default">Campaign: {output.campaign_name}</Badge>}
      </div>
      {persona && <p className="text-sm italic">{persona.quote}</p>}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
        <span className="text-xs text-muted-foreground">
          Created {formatRelativeTime(output.created_at)}
        </span>
        <PersonaActions id={output.id} name={name} />
      </div>
    </li>
  );
}

/** Open a persona, and interview them for those who may. */
export function PersonaActions({ id, name }: { id: string; name: string }) {
  const canWrite = usePermission('content:write');
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild size="sm" variant="outline">
        <Link to={personaPath(id)} aria-label={`Open ${name}`}>
          Open
        </Link>
      </Button>
      {canWrite && (
        <Button asChild size="sm">
          <Link to={personaInterviewPath(id)} aria-label={`Interview ${name}`}>
            <MessagesSquare aria-hidden="true" /> Interview
          </Link>
        </Button>
      )}
    </div>
  );
}
