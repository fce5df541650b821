/**
 * The node editor of /workflow/{id}/edit (and /workflow/builder once named): a palette to add
 * steps, the canvas, and a side panel with the steps and the selected step's form. The graph
 * is checked as it is drawn by the server's own `validateWorkflow`; Save stores it and shows
 * what the server found.
 */
import { useMemo, useState } from 'react';
import type { AgentToolsEntry } from '@/shared/agent-runs';
import {
  WORKFLOW_STEP_KINDS,
  WORKFLOW_STEP_LABELS,
  validateWorkflow,
  workflowGraphSchema,
  type Workflow,
  type WorkflowGraph,
  type WorkflowIssue,
} from '@/shared/workflows';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { useUnsavedChangesWarning } from '@/web/lib/use-unsaved-changes-warning';
import { cn } from '@/web/lib/utils';
import { useUpdateWorkflow } from '../api/workflows';
import { STEP_LOOK, newStep, removeStep, replaceStep } from '../lib/steps';
import { IssuesList } from './issues-list';
import { WorkflowCanvas } from './lazy-canvas';
import { StepForm } from './step-form';

type Props = {
  workflow: Workflow;
  /** The agents' tools (GET /agents); undefined while they load. */
  tools: readonly AgentToolsEntry[] | undefined;
  /** The Automation unlock (scheduled and event triggers). */
  automation: boolean;
  onSaved?: (workflow: Workflow) => void;
};

/** What the form lets through that the graph's schema refuses (an empty label, say). */
function schemaIssues(graph: WorkflowGraph): WorkflowIssue[] {
  const parsed = workflowGraphSchema.safeParse(graph);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const [list, index, field] = issue.path;
    const step = list === 'steps' && typeof index === 'number' ? graph.steps[index] : undefined;
    return {
      step: step?.id ?? null,
      message: field === 'label' ? 'Give the step a label' : issue.message,
    };
  });
}

export function WorkflowEditor({ workflow, tools, automation, onSaved }: Props) {
  const [graph, setGraph] = useState(workflow.graph);
  const [name, setName] = useState(workflow.name);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [saved, setSaved] = useState<Workflow | null>(null);
  /** Changed since it was loaded or last saved. */
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesWarning(dirty);
  const save = useUpdateWorkflow(workflow.id);

  const issues = useMemo(() => {
    const malformed = schemaIssues(graph);
    if (malformed.length || !tools) return malformed.length ? malformed : workflow.issues;
    return validateWorkflow(graph, {
      tools: Object.fromEntries(tools.map((a) => [a.agent_type, a.tools.map((t) => t.id)])),
      forClient: workflow.client_id !== null,
      automation,
    });
  }, [graph, tools, automation, workflow.client_id, workflow.issues]);

  const selected = graph.steps.find((s) => s.id === selectedId) ?? null;
  const malformed = schemaIssues(graph).length > 0 || name.trim() === '';
  const firstTool = tools?.[0]?.tools[0]
    ? { agent_type: tools[0].agent_type, tool_id: tools[0].tools[0].id }
    : undefined;

  const change = (next: WorkflowGraph) => {
    setGraph(next);
    setSaved(null);
    setDirty(true);
  };
  const add = (kind: (typeof WORKFLOW_STEP_KINDS)[number]) => {
    const step = newStep(graph, kind, firstTool);
    change({ ...graph, steps: [...graph.steps, step] });
    setSelectedId(step.id);
  };
  const onSave = () =>
    save.mutate(
      { name: name.trim(), graph },
      {
        onSuccess: (result) => {
          setGraph(result.graph);
          setSaved(result);
          setDirty(false);
          onSaved?.(result);
        },
      },
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField
          label="Workflow name"
          className="flex-1"
          error={name.trim() ? undefined : 'Name the workflow'}
        >
          <Input
            value={name}
            maxLength={120}
            onChange={(e) => {
              setName(e.target.value);
              setSaved(null);
              setDirty(true);
            }}
          />
        </FormField>
        <Button onClick={onSave} loading={save.isPending} disabled={malformed || save.isPending}>
          Save
        </Button>
      </div>
      {save.error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {save.error.message}
        </p>
      )}
      {dirty && <p className="text-sm text-muted-foreground">Unsaved changes.</p>}
      {saved && (
        <p role="status" className="text-sm text-muted-foreground">
          Saved.{' '}
          {saved.runnable
            ? 'The server found nothing that stops it from running.'
            : `The server found ${saved.issues.length} issue${saved.issues.length === 1 ? '' : 's'}: it can run once they are fixed.`}
        </p>
      )}

      <div role="toolbar" aria-label="Add a step" className="flex flex-wrap gap-2">
        {WORKFLOW_STEP_KINDS.map((kind) => {
          const Icon = STEP_LOOK[kind].icon;
          return (
            <Button key={kind} variant="outline" size="sm" onClick={() => add(kind)}>
              <Icon aria-hidden="true" className={cn(STEP_LOOK[kind].className)} />
              Add {WORKFLOW_STEP_LABELS[kind].toLowerCase()}
            </Button>
          );
        })}
      </div>

      <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-3">
          <WorkflowCanvas
            label="Workflow steps: drag from a step's lower dot to another step to connect them; Delete removes the selected step or connection"
            graph={graph}
            issues={issues}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onGraphChange={change}
          />
          <IssuesList issues={issues} graph={graph} />
          {saved && !saved.runnable && (
            <IssuesList
              title="What the server found on saving"
              issues={saved.issues}
              graph={saved.graph}
            />
          )}
        </div>
        <aside className="space-y-4">
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Steps</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="space-y-1" aria-label="Steps">
                {graph.steps.map((step) => (
                  <li key={step.id}>
                    <button
                      type="button"
                      aria-pressed={step.id === selectedId}
                      onClick={() => setSelectedId(step.id)}
                      className={cn(
                        'w-full truncate rounded-md px-2 py-1 text-left text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                        step.id === selectedId && 'bg-accent font-medium',
                      )}
                    >
                      {step.label}
                      <span className="text-muted-foreground">
                        {' '}
                        · {WORKFLOW_STEP_LABELS[step.kind]}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="text-base">
                {selected ? 'Selected step' : 'Select a step to edit it'}
              </CardTitle>
            </CardHeader>
            <CardContent>
              {selected ? (
                <StepForm
                  key={selected.id}
                  step={selected}
                  graph={graph}
                  tools={tools ?? []}
                  onChange={(step) => change(replaceStep(graph, selected.id, step))}
                  onDelete={() => {
                    change(removeStep(graph, selected.id));
                    setSelectedId(null);
                  }}
                />
              ) : (
                <p className="text-sm text-muted-foreground">
                  Choose a step on the canvas or in the list above, or add one.
                </p>
              )}
            </CardContent>
          </Card>
        </aside>
      </div>
    </div>
  );
}
