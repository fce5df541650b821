import { useQuery } from '@tanstack/react-query';
import { Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/web/components/ui/empty-state';
import { FormField } from '@/web/components/ui/form-field';
import { NativeSelect } from '@/web/components/ui/input';
import { recommendationsQueryOptions } from '@/web/features/client-success/api/client-success';
import { clientSuccessPaths } from '@/web/features/client-success/lib/paths';
import { RecommendationList } from '@/web/features/outputs/components/renderers/client-success/figures';
import { ClientSuccessFrame, QueryGate, RunToolButton } from './parts';

type Kind = 'all' | 'retain' | 'grow';

/** /client-success/recommendations: what to do for every client, highest priority first. */
export default function ClientSuccessRecommendationsPage() {
  const query = useQuery(recommendationsQueryOptions());
  const [kind, setKind] = useState<Kind>('all');
  return (
    <ClientSuccessFrame
      title="Recommendations"
      description="Retention plays for weak components and growth ideas for healthy, growing clients, each from the client's own figures."
      actions={<RunToolButton tool="upsell_recommendations" />}
    >
      <QueryGate query={query} label="Working out what to do for each client...">
        {(all) => {
          const list = kind === 'all' ? all : all.filter((r) => r.kind === kind);
          return (
            <div className="space-y-4">
              <div className="max-w-56">
                <FormField label="Show">
                  <NativeSelect value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
                    <option value="all">All ({all.length})</option>
                    <option value="retain">
                      Retain ({all.filter((r) => r.kind === 'retain').length})
                    </option>
                    <option value="grow">
                      Grow ({all.filter((r) => r.kind === 'grow').length})
                    </option>
                  </NativeSelect>
                </FormField>
              </div>
              {list.length === 0 ? (
                <EmptyState icon={Lightbulb} title="Nothing to recommend">
                  {all.length === 0
                    ? 'No client has a weak component or a growth signal today (or there is no client yet).'
                    : 'No recommendation of this kind today.'}
                </EmptyState>
              ) : (
                <RecommendationList recommendations={list} clientHref={clientSuccessPaths.client} />
              )}
            </div>
          );
        }}
      </QueryGate>
    </ClientSuccessFrame>
  );
}
