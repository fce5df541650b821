/**
 * The server's workflow runner: takes step jobs in this process and, at start, sends again the
 * jobs of steps left open (a step queued when the process stopped, a wait due). Runs therefore
 * survive a restart and go on from their last finished step. It also fires the triggers that
 * are not a person's click: the schedule (checked every minute) and metric thresholds (checked
 * when metrics arrive, from any process: the metric events' NOTIFY).
 */
import type { AppContext } from '../../../context';
import { METRICS_CHANNEL } from '../../metrics/metric-events';
import { executeStep, openStepJobs } from './execute-step';
import { checkMetricThresholds, fireDueSchedules } from './triggers';

const SCHEDULE_TICK_MS = 60_000;
/** Metrics arrive in bursts (an import, a batch): one check per organization per burst. */
const THRESHOLD_DEBOUNCE_MS = 2_000;

export async function startWorkflowRunner(ctx: AppContext): Promise<() => void> {
  const queue = ctx.workflowQueue;
  await queue.work((job) => executeStep(ctx, queue, job));
  for (const { job, startAfter } of await openStepJobs(ctx))
    await queue.send([job], startAfter ? { startAfter } : {});

  const tick = () =>
    void fireDueSchedules(ctx).catch((err) =>
      ctx.logger.warn({ err }, 'checking the workflow schedules failed'),
    );
  const timer = setInterval(tick, SCHEDULE_TICK_MS);
  timer.unref();

  const pending = new Map<string, NodeJS.Timeout>();
  await ctx.database.listen(METRICS_CHANNEL, {
    message: (orgId) => {
      if (pending.has(orgId)) return;
      const wait = setTimeout(() => {
        pending.delete(orgId);
        void checkMetricThresholds(ctx, orgId).catch((err) =>
          ctx.logger.warn({ err, orgId }, 'checking the workflow thresholds failed'),
        );
      }, THRESHOLD_DEBOUNCE_MS);
      wait.unref();
      pending.set(orgId, wait);
    },
    ready: () => undefined,
  });
  return () => {
    clearInterval(timer);
    for (const wait of pending.values()) clearTimeout(wait);
  };
}
