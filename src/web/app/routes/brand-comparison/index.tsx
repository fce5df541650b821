import { Save, Swords } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { FormField } from '@/web/components/ui/form-field';
import { NativeSelect } from '@/web/components/ui/input';
import { PageHeader } from '@/web/components/ui/page-header';
import { LoadingState } from '@/web/components/ui/spinner';
import { useAgentAccess } from '@/web/app/shell/use-agent-access';
import { usePermission } from '@/web/lib/use-permission';
import { useBrandComparison } from '@/web/features/brand-comparison/api/get-brand-comparison';
import { useSaveBrandComparison } from '@/web/features/brand-comparison/api/save-brand-comparison';
import { useClientPages } from '@/web/features/clients/api/get-clients';
import { BrandComparisonView } from '@/web/features/outputs/components/renderers/competitive-intelligence/brand-comparison-renderer';
import { ApiError } from '@/web/lib/api-client';

const COMPETITORS_PATH = '/competitive-intelligence/competitors';

/**
 * /brand-comparison (seed 000 §2.1): the organization's (or, for an agency, a chosen
 * client's) brand voice and positioning beside its recorded competitors', with the
 * differences; writers save it as an output.
 */
export default function BrandComparisonPage() {
  const [params, setParams] = useSearchParams();
  const clientId = params.get('client');
  const { isAgency } = useAgentAccess();
  const comparison = useBrandComparison(clientId);
  const save = useSaveBrandComparison();
  const canWrite = usePermission('content:write');
  const navigate = useNavigate();
  // A member held to one client is compared as that client without choosing it.
  const comparedClient = clientId ?? comparison.data?.client_id ?? null;

  const onSave = async () => {
    try {
      const output = await save.mutateAsync({ client_id: comparedClient });
      toast.success('Saved as an output');
      void navigate(`/outputs/${output.id}`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The comparison could not be saved');
    }
  };

  const hasCompetitors = (comparison.data?.competitors.length ?? 0) > 0;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Brand comparison"
        description="Your brand voice and positioning beside your competitors’, from your business context and the competitor records. Each difference quotes what is recorded; nothing is guessed."
        actions={
          canWrite &&
          hasCompetitors && (
            <Button loading={save.isPending} onClick={() => void onSave()}>
              <Save aria-hidden="true" /> Save as output
            </Button>
          )
        }
      />
      {isAgency && (
        <ClientChooser
          value={comparedClient}
          onChange={(id) => setParams(id ? { client: id } : {}, { replace: true })}
        />
      )}
      {comparison.isPending ? (
        <LoadingState label="Comparing your brand..." />
      ) : comparison.isError ? (
        comparison.error instanceof ApiError && comparison.error.status === 404 ? (
          <EmptyState title="Client not found">
            It may have been deleted, or it is not one of your clients.{' '}
            <Link to="/brand-comparison" className="text-primary hover:underline">
              Compare your organization instead
            </Link>
          </EmptyState>
        ) : (
          <ErrorState
            message={comparison.error.message}
            onRetry={() => void comparison.refetch()}
          />
        )
      ) : (
        <>
          <BrandComparisonView comparison={comparison.data} />
          {!hasCompetitors && (
            <EmptyState
              icon={Swords}
              title="No competitors recorded yet"
              action={
                <Button asChild variant="outline">
                  <Link to={COMPETITORS_PATH}>Record competitors</Link>
                </Button>
              }
            >
              The comparison sets your brand beside the competitors you record in Competitive
              Intelligence: their positioning, strengths and weaknesses.
            </EmptyState>
          )}
        </>
      )}
    </div>
  );
}

function ClientChooser({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const clients = useClientPages();
  const list = clients.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <FormField label="Compare" className="max-w-sm">
      <NativeSelect
        value={value ?? ''}
        disabled={clients.isPending}
        onChange={(e) => onChange(e.target.value || null)}
      >
        <option value="">Your organization</option>
        {list.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
