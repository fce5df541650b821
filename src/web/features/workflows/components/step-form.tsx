/** The side panel's form: the selected step's fields, per kind, each labelled. */
import type { ChangeEvent, ReactNode } from 'react';
import type { AgentToolsEntry } from '@/shared/agent-runs';
import { agentById } from '@/shared/agents';
import {
  WAIT_UNITS,
  WORKFLOW_METRICS,
  WORKFLOW_STEP_LABELS,
  type WorkflowGraph,
  type WorkflowStep,
} from '@/shared/workflows';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@/web/components/ui/input';

type Props = {
  step: WorkflowStep;
  graph: WorkflowGraph;
  tools: readonly AgentToolsEntry[];
  onChange: (step: WorkflowStep) => void;
  onDelete: () => void;
};

const METRIC_LABELS: Record<(typeof WORKFLOW_METRICS)[number], string> = {
  spend: 'Spend',
  clicks: 'Clicks',
  conversions: 'Conversions',
  ctr: 'Click-through rate',
  cpa: 'Cost per acquisition',
  roas: 'Return on ad spend',
};

const agentName = (agentType: string) => agentById(agentType)?.name ?? agentType;

const value = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
  e.target.value;
const number = (e: ChangeEvent<HTMLInputElement>) =>
  e.target.value === '' ? 0 : Number(e.target.value);

function Options({
  values,
  labels,
}: {
  values: readonly string[];
  labels?: Record<string, string>;
}) {
  return values.map((v) => (
    <option key={v} value={v}>
      {labels?.[v] ?? v.charAt(0).toUpperCase() + v.slice(1).replace(/_/g, ' ')}
    </option>
  ));
}

function Comparison({
  value: current,
  onChange,
}: {
  value: string;
  onChange: (v: 'above' | 'below') => void;
}) {
  return (
    <FormField label="Comparison">
      <NativeSelect value={current} onChange={(e) => onChange(value(e) as 'above' | 'below')}>
        <option value="above">Above</option>
        <option value="below">Below</option>
      </NativeSelect>
    </FormField>
  );
}

/** The agent steps a step may name (an approval's reviewed step, a publish's source). */
function AgentStepSelect({
  label,
  graph,
  current,
  onChange,
}: {
  label: string;
  graph: WorkflowGraph;
  current: string;
  onChange: (id: string) => void;
}) {
  const agents = graph.steps.filter((s) => s.kind === 'agent');
  return (
    <FormField label={label} hint="An agent step that runs before this one.">
      <NativeSelect value={current} onChange={(e) => onChange(value(e))}>
        {!agents.some((s) => s.id === current) && <option value={current}>Choose a step</option>}
        {agents.map((s) => (
          <option key={s.id} value={s.id}>
            {s.label} ({s.id})
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

function KindFields({ step, graph, tools, onChange }: Omit<Props, 'onDelete'>): ReactNode {
  switch (step.kind) {
    case 'trigger': {
      const trigger = step.trigger;
      const setType = (type: string) =>
        onChange({
          ...step,
          trigger:
            type === 'schedule'
              ? { type, every: 'week', hour: 9 }
              : type === 'metric_threshold'
                ? { type, metric: 'ctr', comparison: 'below', value: 1 }
                : { type: type as 'manual' | 'document_added' },
        });
      return (
        <>
          <FormField
            label="Starts"
            hint="Scheduled and event triggers unlock with Automation (more than 10 campaigns)."
          >
            <NativeSelect value={trigger.type} onChange={(e) => setType(value(e))}>
              <option value="manual">By hand</option>
              <option value="schedule">On a schedule</option>
              <option value="metric_threshold">When a metric crosses a value</option>
              <option value="document_added">When a document is added</option>
            </NativeSelect>
          </FormField>
          {trigger.type === 'schedule' && (
            <>
              <FormField label="Every">
                <NativeSelect
                  value={trigger.every}
                  onChange={(e) =>
                    onChange({
                      ...step,
                      trigger: { ...trigger, every: value(e) as typeof trigger.every },
                    })
                  }
                >
                  <Options values={['day', 'week', 'month']} />
                </NativeSelect>
              </FormField>
              <FormField label="Hour (UTC)">
                <Input
                  type="number"
                  min={0}
                  max={23}
                  value={trigger.hour}
                  onChange={(e) =>
                    onChange({
                      ...step,
                      trigger: { ...trigger, hour: Math.min(23, Math.max(0, number(e))) },
                    })
                  }
                />
              </FormField>
            </>
          )}
          {trigger.type === 'metric_threshold' && (
            <>
              <FormField label="Metric">
                <NativeSelect
                  value={trigger.metric}
                  onChange={(e) =>
                    onChange({
                      ...step,
                      trigger: { ...trigger, metric: value(e) as typeof trigger.metric },
                    })
                  }
                >
                  <Options values={WORKFLOW_METRICS} labels={METRIC_LABELS} />
                </NativeSelect>
              </FormField>
              <Comparison
                value={trigger.comparison}
                onChange={(comparison) =>
                  onChange({ ...step, trigger: { ...trigger, comparison } })
                }
              />
              <FormField label="Value">
                <Input
                  type="number"
                  step="any"
                  value={trigger.value}
                  onChange={(e) => onChange({ ...step, trigger: { ...trigger, value: number(e) } })}
                />
              </FormField>
            </>
          )}
        </>
      );
    }
    case 'agent': {
      const agent = tools.find((a) => a.agent_type === step.agent_type);
      const earlier = graph.steps.filter((s) => s.kind === 'agent' && s.id !== step.id);
      return (
        <>
          <FormField label="Agent">
            <NativeSelect
              value={step.agent_type}
              onChange={(e) => {
                const next = tools.find((a) => a.agent_type === value(e));
                onChange({
                  ...step,
                  agent_type: value(e),
                  tool_id: next?.tools[0]?.id ?? '',
                });
              }}
            >
              {!agent && <option value={step.agent_type}>Choose an agent</option>}
              {tools.map((a) => (
                <option key={a.agent_type} value={a.agent_type}>
                  {agentName(a.agent_type)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Tool">
            <NativeSelect
              value={step.tool_id}
              onChange={(e) => onChange({ ...step, tool_id: value(e) })}
            >
              {!agent?.tools.some((t) => t.id === step.tool_id) && (
                <option value={step.tool_id}>Choose a tool</option>
              )}
              {agent?.tools.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            label="Message"
            hint={
              <>
                What the tool is asked. Quote an earlier agent step&apos;s output with{' '}
                <code>{'{{steps.<id>.title}}'}</code> or <code>{'{{steps.<id>.summary}}'}</code>
                {earlier.length > 0 && <> (steps: {earlier.map((s) => s.id).join(', ')})</>}.
              </>
            }
          >
            <Textarea
              value={step.message}
              maxLength={2000}
              onChange={(e) => onChange({ ...step, message: value(e) })}
            />
          </FormField>
        </>
      );
    }
    case 'condition':
      return (
        <>
          <FormField label="Metric" hint="The “yes” branch runs when the comparison holds.">
            <NativeSelect
              value={step.metric}
              onChange={(e) => onChange({ ...step, metric: value(e) as typeof step.metric })}
            >
              <Options values={WORKFLOW_METRICS} labels={METRIC_LABELS} />
            </NativeSelect>
          </FormField>
          <Comparison
            value={step.comparison}
            onChange={(comparison) => onChange({ ...step, comparison })}
          />
          <FormField label="Value">
            <Input
              type="number"
              step="any"
              value={step.value}
              onChange={(e) => onChange({ ...step, value: number(e) })}
            />
          </FormField>
        </>
      );
    case 'wait':
      return (
        <div className="grid grid-cols-2 gap-3">
          <FormField label="Amount">
            <Input
              type="number"
              min={1}
              value={step.amount}
              onChange={(e) => onChange({ ...step, amount: Math.max(1, Math.round(number(e))) })}
            />
          </FormField>
          <FormField label="Unit">
            <NativeSelect
              value={step.unit}
              onChange={(e) => onChange({ ...step, unit: value(e) as typeof step.unit })}
            >
              <Options values={WAIT_UNITS} />
            </NativeSelect>
          </FormField>
        </div>
      );
    case 'approval':
      return (
        <>
          <FormField label="Approver">
            <NativeSelect
              value={step.approver}
              onChange={(e) => onChange({ ...step, approver: value(e) as typeof step.approver })}
            >
              <option value="teammate">A teammate</option>
              <option value="client">The client, in their portal</option>
            </NativeSelect>
          </FormField>
          <AgentStepSelect
            label="Reviews"
            graph={graph}
            current={step.reviews}
            onChange={(reviews) => onChange({ ...step, reviews })}
          />
        </>
      );
    case 'notification':
      return (
        <>
          <FormField label="To">
            <NativeSelect
              value={step.to}
              onChange={(e) => onChange({ ...step, to: value(e) as typeof step.to })}
            >
              <option value="owner">The owner</option>
              <option value="team">The team</option>
              <option value="client">The client</option>
            </NativeSelect>
          </FormField>
          <FormField label="Subject">
            <Input
              value={step.subject}
              maxLength={150}
              onChange={(e) => onChange({ ...step, subject: value(e) })}
            />
          </FormField>
          <FormField label="Body">
            <Textarea
              value={step.body}
              maxLength={2000}
              onChange={(e) => onChange({ ...step, body: value(e) })}
            />
          </FormField>
        </>
      );
    case 'publish':
      return (
        <>
          <FormField label="Target">
            <NativeSelect
              value={step.target}
              onChange={(e) => onChange({ ...step, target: value(e) as typeof step.target })}
            >
              <option value="calendar">The planning calendar</option>
              <option value="portal_report">A PDF in the portal&apos;s Reports</option>
            </NativeSelect>
          </FormField>
          <AgentStepSelect
            label="Source"
            graph={graph}
            current={step.source}
            onChange={(source) => onChange({ ...step, source })}
          />
        </>
      );
  }
}

export function StepForm({ step, graph, tools, onChange, onDelete }: Props) {
  return (
    <form
      aria-label={`Edit step ${step.label}`}
      className="space-y-4"
      onSubmit={(e) => e.preventDefault()}
    >
      <p className="text-sm text-muted-foreground">
        {WORKFLOW_STEP_LABELS[step.kind]} · id <code>{step.id}</code>
      </p>
      <FormField label="Label">
        <Input
          value={step.label}
          maxLength={80}
          onChange={(e) => onChange({ ...step, label: value(e) })}
        />
      </FormField>
      <KindFields step={step} graph={graph} tools={tools} onChange={onChange} />
      <Button type="button" variant="outline" onClick={onDelete}>
        Delete step
      </Button>
    </form>
  );
}
