import { campaignPlanSchema } from '@/shared/campaign-planning';
import { formatMoney } from '@/shared/format';
import { Table, Td, Th } from '@/web/components/ui/data-table';
import { GenericRenderer } from '../generic-renderer';
import { Panel } from '../parts';

const dateLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** A campaign plan: its window and budget, each phase with its dated tasks, and the KPIs. */
export function CampaignPlanRenderer({ content }: { content: Record<string, unknown> }) {
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
            {plan.budget === null ? 'Not set' : formatMoney(plan.budget * 100)}
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
        <section key={phase.name} className="space-y-2">
          <h3 className="font-semibold">
            {phase.name}{' '}
            <span className="text-sm font-normal text-muted-foreground">
              {dateLabel(phase.starts_on)} – {dateLabel(phase.ends_on)}
            </span>
          </h3>
          <p className="text-sm text-muted-foreground">{phase.goal}</p>
          <Table caption={`Tasks of the ${phase.name} phase`}>
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
                  <Td>{task.channel ?? '—'}</Td>
                  <Td>{task.owner_role}</Td>
                  <Td className="whitespace-nowrap">{dateLabel(task.due_date)}</Td>
                  <Td className="text-right tabular-nums whitespace-nowrap">
                    {task.budget_share > 0
                      ? `${task.budget_share}%${plan.budget === null ? '' : ` · ${formatMoney(Math.round(plan.budget * task.budget_share))}`}`
                      : '—'}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </section>
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
