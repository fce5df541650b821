import { Sigma } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import {
  FORMULA_FUNCTIONS,
  FORMULA_IDENTIFIERS,
  formatReportValue,
  type CustomMetric,
} from '@/shared/metrics';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Table, Td, Th } from '@/web/components/ui/data-table';
import { EmptyState } from '@/web/components/ui/empty-state';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { LoadingState } from '@/web/components/ui/spinner';
import { usePermission } from '@/web/lib/use-permission';
import {
  useCustomMetrics,
  useDeleteCustomMetric,
  useFormulaPreview,
  useSaveCustomMetric,
} from '@/web/features/metrics/api/metrics';
import { MetricsPage } from './metrics-page';
import { useMoney } from '@/web/lib/money';

function useDebounced(value: string, ms = 300) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function CustomMetricForm({
  editing,
  onDone,
}: {
  editing: CustomMetric | null;
  onDone: () => void;
}) {
  const money = useMoney();
  const [name, setName] = useState(editing?.name ?? '');
  const [formula, setFormula] = useState(editing?.formula ?? '');
  const save = useSaveCustomMetric();
  const preview = useFormulaPreview(useDebounced(formula));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { id: editing?.id, input: { name, formula } },
      {
        onSuccess: () => {
          setName('');
          setFormula('');
          onDone();
        },
      },
    );
  };
  const error = save.error?.message;
  const formulaError = preview.isError ? preview.error.message : undefined;
  return (
    <form
      onSubmit={submit}
      className="space-y-4"
      aria-label={editing ? 'Edit custom metric' : 'New custom metric'}
    >
      <FormField label="Name">
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={80} required />
      </FormField>
      <FormField
        label="Formula"
        error={formulaError}
        hint={`Use ${Object.keys(FORMULA_IDENTIFIERS).join(', ')}; + - * / ( ); ${FORMULA_FUNCTIONS.join(', ')}. Spend, revenue and CPA are in dollars, ctr, conversion_rate and roi in percent.`}
      >
        <Input
          value={formula}
          onChange={(e) => setFormula(e.target.value)}
          placeholder="(revenue - spend) / spend"
          maxLength={500}
          required
          className="font-mono"
        />
      </FormField>
      <p className="text-sm" role="status" aria-live="polite">
        {formula.trim() === ''
          ? 'Write a formula to see its value for the last 30 days.'
          : preview.isSuccess
            ? `Last 30 days (${preview.data.from} to ${preview.data.to}): ${formatReportValue('custom', preview.data.value, money.currency)}`
            : preview.isFetching
              ? 'Computing…'
              : ''}
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {editing ? 'Save changes' : 'Create metric'}
        </Button>
        {editing && (
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

/** /metrics/custom: formulas over the stored series, with a live preview. */
export default function CustomMetricsPage() {
  const metrics = useCustomMetrics();
  const remove = useDeleteCustomMetric();
  const canWrite = usePermission('content:write');
  const [editing, setEditing] = useState<CustomMetric | null>(null);
  return (
    <MetricsPage
      title="Custom metrics"
      description="Define your own figures as formulas over impressions, clicks, conversions, spend, revenue and the standard ratios. They appear on every metrics page and in saved reports."
    >
      {canWrite && (
        <Card>
          <CardHeader>
            <CardTitle>{editing ? `Edit ${editing.name}` : 'New custom metric'}</CardTitle>
          </CardHeader>
          <CardContent>
            <CustomMetricForm
              key={editing?.id ?? 'new'}
              editing={editing}
              onDone={() => setEditing(null)}
            />
          </CardContent>
        </Card>
      )}
      {metrics.isPending ? (
        <LoadingState label="Loading custom metrics..." />
      ) : metrics.isError ? (
        <ErrorState message={metrics.error.message} onRetry={() => void metrics.refetch()} />
      ) : metrics.data.length === 0 ? (
        <EmptyState icon={Sigma} title="No custom metrics yet">
          A custom metric is a named formula, such as profit over spend: (revenue - spend) / spend.
        </EmptyState>
      ) : (
        <Table caption="Custom metrics">
          <thead>
            <tr>
              <Th>Name</Th>
              <Th>Formula</Th>
              {canWrite && <Th>Actions</Th>}
            </tr>
          </thead>
          <tbody>
            {metrics.data.map((metric) => (
              <tr key={metric.id}>
                <Td className="font-medium">{metric.name}</Td>
                <Td>
                  <code className="break-all">{metric.formula}</code>
                </Td>
                {canWrite && (
                  <Td>
                    <div className="flex gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setEditing(metric)}
                        aria-label={`Edit ${metric.name}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={remove.isPending}
                        onClick={() => {
                          if (window.confirm(`Delete the custom metric ${metric.name}?`))
                            remove.mutate(metric.id);
                        }}
                        aria-label={`Delete ${metric.name}`}
                      >
                        Delete
                      </Button>
                    </div>
                  </Td>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </MetricsPage>
  );
}
