import { useParams } from 'react-router';
import { PageHeader } from '@/web/components/ui/page-header';
import { useAgents } from '@/web/lib/agents';
import { useUnlocks } from '@/web/features/dashboard/api/get-dashboard-metrics';
import { WorkflowEditor } from '@/web/features/workflows/components/workflow-editor';
import { workflowPaths } from '@/web/features/workflows/lib/paths';
import { WithWorkflow } from './with-workflow';

/** /workflow/:workflowId/edit: the node editor. */
export default function WorkflowEditPage() {
  const { workflowId = '' } = useParams();
  const agents = useAgents();
  const unlocks = useUnlocks();
  return (
    <WithWorkflow id={workflowId} title="Edit workflow">
      {(workflow) => (
        <div className="space-y-6">
          <PageHeader
            title={`Edit ${workflow.name}`}
            description="Add steps from the toolbar, connect them on the canvas, and fill each step's fields in the side panel."
            back={{ to: workflowPaths.overview(workflow.id), label: workflow.name }}
          />
          {agents.isError && (
            <p role="alert" className="text-sm text-destructive">
              The agents&apos; tools could not be loaded: {agents.error.message}
            </p>
          )}
          <WorkflowEditor
            workflow={workflow}
            tools={agents.data?.data}
            automation={unlocks?.automation.unlocked ?? false}
          />
        </div>
      )}
    </WithWorkflow>
  );
}
