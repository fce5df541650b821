import { MessagesSquare, Pencil } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatRelativeTime } from '@/shared/format';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { EngineBadge } from '@/web/features/agents/components/engine-badge';
import { usePermission } from '@/web/lib/use-permission';
import { OutputRenderer } from '@/web/features/outputs/components/renderers/output-renderer';
import { personaEditPath, personaInterviewPath } from '@/web/features/persona/lib/paths';
import { WithPersona } from './persona-loader';

/** /persona/{personaId}: the persona, with Interview and Edit (its interviews only, for a role that reads). */
export default function PersonaDetailPage() {
  const { personaId = '' } = useParams();
  const canWrite = usePermission('content:write');
  return (
    <WithPersona personaId={personaId}>
      {(output, persona) => (
        <div className="space-y-6">
          <title>{`${persona.name} — Stratagent`}</title>
          <div className="space-y-2">
            <Link to="/persona" className="text-sm text-muted-foreground hover:text-foreground">
              ← Personas
            </Link>
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div className="space-y-2">
                <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
                  {persona.name}
                </h1>
                <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  <EngineBadge engine={output.engine} model={output.model} />
                  {output.campaign_name && (
                    <Badge variant="default">Campaign: {output.campaign_name}</Badge>
                  )}
                  <span>Updated {formatRelativeTime(output.updated_at)}</span>
                </div>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button asChild variant={canWrite ? 'default' : 'outline'}>
                  <Link to={personaInterviewPath(output.id)}>
                    <MessagesSquare aria-hidden="true" />{' '}
                    {canWrite ? 'Interview this persona' : 'Interviews'}
                  </Link>
                </Button>
                {canWrite && (
                  <Button asChild variant="outline">
                    <Link to={personaEditPath(output.id)}>
                      <Pencil aria-hidden="true" /> Edit
                    </Link>
                  </Button>
                )}
              </div>
            </div>
          </div>
          <OutputRenderer
            outputType={output.output_type}
            content={output.content}
            engine={output.engine}
          />
        </div>
      )}
    </WithPersona>
  );
}
