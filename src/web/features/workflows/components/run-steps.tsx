/** A run's steps in the graph's order: each one's state, what it produced, and approval gates. */
import { useState } from 'react';
import { Link } from 'react-router';
import { formatRelativeTime } from '@/shared/format';
import {
  WORKFLOW_RUN_MESSAGES,
  WORKFLOW_STEP_LABELS,
  topologicalOrder,
  type WorkflowRun,
  type WorkflowStep,
  type WorkflowStepRun,
} from '@/shared/workflows';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Textarea } from '@/web/components/ui/input';
import { useApproveStep, useRejectStep } from '../api/workflows';
import { workflowPaths } from '../lib/paths';
import { STEP_LOOK, STEP_STATUS } from '../lib/steps';

function ApprovalGate({
  run,
  step,
  state,
  canWrite,
}: {
  run: WorkflowRun;
  step: WorkflowStep;
  state: WorkflowStepRun;
  canWrite: boolean;
}) {
  const approve = useApproveStep(run.workflow_id);
  const reject = useRejectStep(run.workflow_id);
  const [rejecting, setRejecting] = useState(false);
  const [comment, setComment] = useState('');
  const approval = state.approval;
  if (!approval) return null;
  const reviewed = (
    <Link
      className="font-medium underline underline-offset-4"
      to={workflowPaths.output(approval.output_id)}
    >
      Read the output under review
    </Link>
  );
  if (approval.status !== 'waiting')
    return (
      <p className="text-sm text-muted-foreground">
        {approval.status === 'approved' &&
          `Approved by ${approval.decided_by_name ?? 'a reviewer'}`}
        {approval.status === 'void' &&
          'Approved, then the output was edited: the approval no longer holds'}
        {approval.status === 'rejected' &&
          `Changes requested by ${approval.decided_by_name ?? 'a reviewer'}`}
        {approval.decided_at && ` ${formatRelativeTime(approval.decided_at)}`}
        {approval.comment && `: “${approval.comment}”`}. {reviewed}
      </p>
    );
  if (approval.approver === 'client')
    return (
      <p className="text-sm">
        Waiting for the client: {WORKFLOW_RUN_MESSAGES.clientApproves.toLowerCase()}. {reviewed}
      </p>
    );
  const error = approve.error ?? reject.error;
  return (
    <div className="space-y-2">
      <p className="text-sm">Waiting for a teammate to approve. {reviewed}</p>
      {canWrite && (
        <div className="space-y-2">
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              loading={approve.isPending}
              disabled={approve.isPending || reject.isPending}
              onClick={() =>
                approve.mutate({
                  runId: run.id,
                  stepId: step.id,
                  contentHash: approval.content_hash,
                })
              }
            >
              Approve
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-expanded={rejecting}
              onClick={() => setRejecting((on) => !on)}
            >
              Request changes
            </Button>
          </div>
          {rejecting && (
            <form
              className="space-y-2"
              onSubmit={(e) => {
                e.preventDefault();
                if (comment.trim())
                  reject.mutate(
                    { runId: run.id, stepId: step.id, comment: comment.trim() },
                    { onSuccess: () => setRejecting(false) },
                  );
              }}
            >
              <FormField label="What should change">
                <Textarea
                  required
                  maxLength={2000}
                  value={comment}
                  onChange={(e) => setComment(e.target.value)}
                />
              </FormField>
              <Button
                type="submit"
                size="sm"
                variant="outline"
                loading={reject.isPending}
                disabled={!comment.trim() || reject.isPending}
              >
                Send the request
              </Button>
            </form>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error.message}
        </p>
      )}
    </div>
  );
}

export function RunSteps({ run, canWrite }: { run: WorkflowRun; canWrite: boolean }) {
  const order = topologicalOrder(run.graph) ?? run.graph.steps.map((s) => s.id);
  const stepById = new Map(run.graph.steps.map((s) => [s.id, s]));
  const stateById = new Map(run.steps.map((s) => [s.step_id, s]));
  return (
    <ol aria-label="Steps of the run" className="divide-y rounded-xl border bg-card">
      {order.map((id) => {
        const step = stepById.get(id);
        if (!step) return null;
        const state = stateById.get(id);
        const status = STEP_STATUS[state?.status ?? 'pending'];
        const Icon = STEP_LOOK[step.kind].icon;
        return (
          <li key={id} className="space-y-2 p-4" aria-label={`${step.label}: ${status.label}`}>
            <div className="flex flex-wrap items-center gap-2">
              <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
              <span className="font-medium">{step.label}</span>
              <span className="text-sm text-muted-foreground">
                {WORKFLOW_STEP_LABELS[step.kind]}
              </span>
              <Badge variant={status.variant} className="ml-auto">
                {status.label}
              </Badge>
            </div>
            {state?.output_id && (
              <p className="text-sm">
                Output:{' '}
                <Link
                  className="font-medium underline underline-offset-4"
                  to={workflowPaths.output(state.output_id)}
                >
                  {state.output_title ?? 'Open the output'}
                </Link>
              </p>
            )}
            {state?.branch && (
              <p className="text-sm text-muted-foreground">Took the “{state.branch}” branch.</p>
            )}
            {state?.detail && <p className="text-sm text-muted-foreground">{state.detail}</p>}
            {state?.wait_until && state.status === 'waiting' && !state.approval && (
              <p className="text-sm text-muted-foreground">
                Until {new Date(state.wait_until).toLocaleString()}.
              </p>
            )}
            {state?.error && (
              <p className="text-sm text-destructive">
                {state.error}
                {state.attempts > 1 && ` (after ${state.attempts} tries)`}
              </p>
            )}
            {state?.approval && (
              <ApprovalGate run={run} step={step} state={state} canWrite={canWrite} />
            )}
          </li>
        );
      })}
    </ol>
  );
}
