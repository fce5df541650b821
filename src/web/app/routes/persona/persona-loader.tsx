import type { ReactNode } from 'react';
import type { AgentOutput } from '@/shared/agent-runs';
import { personaSchema, PERSONA_OUTPUT_TYPE, type PersonaContent } from '@/shared/persona';
import { ErrorState } from '@/web/components/error-state';
import { LoadingState } from '@/web/components/ui/spinner';
import { NotFoundState } from '@/web/features/agents/components/not-found-state';
import { isOutputNotFound, useOutput } from '@/web/features/outputs/api/get-output';

/** Loads a persona output for the persona pages: loading, not found (or not a persona) and error states included. */
export function WithPersona({
  personaId,
  children,
}: {
  personaId: string;
  children: (output: AgentOutput, persona: PersonaContent) => ReactNode;
}) {
  const output = useOutput(personaId);
  if (output.isPending) return <LoadingState label="Loading the persona..." />;
  if (output.isError && !isOutputNotFound(output.error)) {
    return <ErrorState message={output.error.message} onRetry={() => void output.refetch()} />;
  }
  const parsed =
    output.data?.output_type === PERSONA_OUTPUT_TYPE
      ? personaSchema.safeParse(output.data.content)
      : null;
  if (!output.data || !parsed?.success) {
    return (
      <NotFoundState title="Persona not found" backTo="/persona" backLabel="Back to the personas">
        It may have been deleted, or the link may be mistyped.
      </NotFoundState>
    );
  }
  return <>{children(output.data, parsed.data)}</>;
}
