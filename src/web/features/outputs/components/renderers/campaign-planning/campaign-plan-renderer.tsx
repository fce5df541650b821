import { campaignPlanSchema } from '@/shared/campaign-planning';
import { Table, Td, Th } from '@/web/components/ui/data-table';
import { GenericRenderer } from '../generic-renderer';
import { OutputSection } from '../output-sections';
import { Panel } from '../parts';
import { useMoney } from '@/web/lib/money';
import { formatShortDay } from '@/shared/format';

const dateLabel = formatShortDay;

/** A campaign plan: its window and budget, each phase with its dated tasks, and the KPIs. */
export function CampaignPlanRenderer({ content }: { content: Record<string, unknown> }) {
  const money = useMoney();
  const parsed = campaignPlanSchema.safeParse(content);
  if (!parsed.success) return <GenericRenderer content={content} />;
  const plan = parsed.data;
  const taskCount = plan.phases.reduce((a, p) => a + p.tasks.length, 0);
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div className="rounded-xl border bg-card p-3">
          <dt className="text-xs text-muted-foreground">Starts</dt>
          <dd className="font-semibold">{dateLabel(plan.starts_on)}</dd>
        </div>
        <div className="rounded-xl border bg-card p-3">
          <dt className="text-xs text-muted-foreground">Ends</dt>
          <dd className="font-semibold">{dateLabel(plan.ends_on)}</dd>
        </div>
        <div className="rounded-xl border bg-card p-3">
          <dt className="text-xs text-muted-foreground">Budget</dt>
          <dd className="font-semibold">
            {plan.budget === null ? 'Not set' : money(plan.budget * 100)}
          </dd>
        </div>
        <div className="rounded-xl border bg-card p-3">
          <dt className="text-xs text-muted-foreground">Tasks</dt>
          <dd className="font-semibold">
            {taskCount} in {plan.phases.length} phases
          </dd>
        </div>
      </dl>
      {plan.phases.map((phase) => (
        <OutputSection
          key={phase.name}
          className="space-y-2"
          headingClassName="font-semibold"
          title={
            <>
              {phase.name}{' '}
              <span className="text-sm font-normal text-muted-foreground">
                {dateLabel(phase.starts_on)} – {dateLabel(phase.ends_on)}
              </span>
            </>
          }
        >
          <p className="text-sm text-muted-foreground">{phase.goal}</p>
          <Table caption={`Tasks of the ${phase.name} phase`} cards>
            <thead>
              <tr>
                <Th>Task</Th>
                <Th>Channel</Th>
                <Th>Owner</Th>
                <Th>Due</Th>
                <Th className="text-right">Budget</Th>
              </tr>
            </thead>
            <tbody>
              {phase.tasks.map((task) => (
                <tr key={task.title}>
                  <Td>
                    <span className="font-medium">{task.title}</span>
                    <span className="block text-xs text-muted-foreground">{task.description}</span>
                  </Td>
                  <Td label="Channel">{task.channel ?? '—'}</Td>
                  <Td label="Owner">{task.owner_role}</Td>
                  <Td label="Due" className="whitespace-nowrap">
                    {dateLabel(task.due_date)}
                  </Td>
                  <Td label="Budget" className="text-right tabular-nums whitespace-nowrap">
                    {task.budget_share > 0
                      ? `${task.budget_share}%${plan.budget === null ? '' : ` · ${money(Math.round(plan.budget * task.budget_share))}`}`
                      : '—'}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </OutputSection>
      ))}
      {plan.kpis.length > 0 && (
        <Panel title="KPIs">
          <ul className="space-y-2 text-sm">
            {plan.kpis.map((k) => (
              <li key={k.name}>
                <span className="font-medium">{k.name}</span>
                <span className="block text-muted-foreground">{k.target}</span>
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </div>
  );
}
