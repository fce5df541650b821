import { Trash2, Workflow } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  AUTOMATION_ACTION_LABELS,
  AUTOMATION_ACTIONS,
  AUTOMATION_TRIGGER_LABELS,
  PLAN_NAME_MAX,
  type AutomationAction,
} from '@/shared/campaign-planning';
import { formatRelativeTime } from '@/shared/format';
import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { EmptyState } from '@/web/components/ui/empty-state';
import { FormField } from '@/web/components/ui/form-field';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { LoadingState } from '@/web/components/ui/spinner';
import { usePermission } from '@/web/lib/use-permission';
import {
  useCreateRule,
  useDeleteRule,
  useRules,
  useUpdateRule,
} from '@/web/features/campaign-planning/api/automation-rules';
import { usePlans } from '@/web/features/campaign-planning/api/get-plans';
import { PlanningFrame } from './planning-frame';

/** /campaign-planning/automation: rules that act when a task is done (more than 10 campaigns). */
export default function PlanningAutomationPage() {
  return (
    <PlanningFrame
      title="Automation"
      feature="automation"
      description="Rules that run by themselves when a task is marked done: start the next task, or tell the next task's assignee that it is their turn."
    >
      <AutomationBody />
    </PlanningFrame>
  );
}

function AutomationBody() {
  const rules = useRules();
  const canWrite = usePermission('content:write');
  const toggle = useUpdateRule();
  const remove = useDeleteRule();
  return (
    <div className="space-y-6">
      {canWrite && <RuleForm />}
      <section aria-labelledby="rules-heading" className="space-y-3">
        <h2 id="rules-heading" className="text-lg font-semibold">
          Rules
        </h2>
        {rules.isPending ? (
          <LoadingState label="Loading rules..." />
        ) : rules.isError ? (
          <ErrorState message={rules.error.message} onRetry={() => void rules.refetch()} />
        ) : rules.data.length === 0 ? (
          <EmptyState icon={Workflow} title="No rules yet">
            Create one above, for example “when a task is done, start the next”.
          </EmptyState>
        ) : (
          <ul className="divide-y rounded-xl border bg-card">
            {rules.data.map((rule) => (
              <li
                key={rule.id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0 space-y-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {rule.name}
                    <Badge variant={rule.enabled ? 'success' : 'outline'}>
                      {rule.enabled ? 'On' : 'Off'}
                    </Badge>
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {AUTOMATION_TRIGGER_LABELS[rule.trigger]}:{' '}
                    {AUTOMATION_ACTION_LABELS[rule.action].toLowerCase()} ·{' '}
                    {rule.plan_name ? `plan “${rule.plan_name}”` : 'every plan'}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {rule.run_count === 0
                      ? 'Has not run yet.'
                      : `Ran ${rule.run_count} time${rule.run_count === 1 ? '' : 's'}; last ${formatRelativeTime(rule.last_run_at!)}: ${rule.last_run_detail}`}
                  </p>
                </div>
                {canWrite && (
                  <div className="flex gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-pressed={rule.enabled}
                      aria-label={`${rule.enabled ? 'Turn off' : 'Turn on'} “${rule.name}”`}
                      onClick={() =>
                        toggle.mutate(
                          { id: rule.id, enabled: !rule.enabled },
                          { onError: (err) => toast.error(err.message) },
                        )
                      }
                    >
                      {rule.enabled ? 'Turn off' : 'Turn on'}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Delete “${rule.name}”`}
                      onClick={() =>
                        remove.mutate(rule.id, {
                          onSuccess: () => toast.success('Rule deleted'),
                          onError: (err) => toast.error(err.message),
                        })
                      }
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function RuleForm() {
  const plans = usePlans();
  const create = useCreateRule();
  const [action, setAction] = useState<AutomationAction>('start_next_task');
  const [planId, setPlanId] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ruleName =
      name.trim() ||
      (action === 'start_next_task' ? 'Start the next task' : 'Tell the next assignee');
    try {
      await create.mutateAsync({
        name: ruleName,
        action,
        plan_id: planId || null,
        trigger: 'task_done',
      });
      setName('');
      toast.success(`Rule “${ruleName}” is on`);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The rule could not be created');
    }
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">New rule</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 md:grid-cols-2">
          <FormField label="When">
            <NativeSelect value="task_done" disabled>
              <option value="task_done">{AUTOMATION_TRIGGER_LABELS.task_done}</option>
            </NativeSelect>
          </FormField>
          <FormField label="Then">
            <NativeSelect
              value={action}
              onChange={(e) => setAction(e.target.value as AutomationAction)}
            >
              {AUTOMATION_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {AUTOMATION_ACTION_LABELS[a]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Plan">
            <NativeSelect
              value={planId}
              onChange={(e) => setPlanId(e.target.value)}
              disabled={plans.isPending}
            >
              <option value="">Every plan</option>
              {plans.data?.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            label="Name"
            hint="Optional: a name for the rule list."
            error={error ?? undefined}
          >
            <Input
              value={name}
              maxLength={PLAN_NAME_MAX}
              onChange={(e) => {
                setName(e.target.value);
                setError(null);
              }}
            />
          </FormField>
          <div className="flex justify-end md:col-span-2">
            <Button type="submit" loading={create.isPending}>
              Create rule
            </Button>
          </div>
        </CardContent>
      </Card>
    </form>
  );
}
