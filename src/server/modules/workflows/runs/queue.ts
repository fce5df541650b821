/**
 * The workflow runner's job queue: pg-boss on the same database, through `executeSql`
 * (decision 046). pg-boss loads on first use, so a start that runs no workflow never pays for it.
 * A job asks for one step of one run; the step's row, not the job, says whether there is
 * anything left to do, so a job delivered twice does nothing the second time.
 */
import type PgBoss from 'pg-boss';
import { WORKFLOW_STEP_ATTEMPTS } from '@/shared/workflows';
import type { Database } from '../../../db/client';
import type { Logger } from '../../../lib/logger';

export const STEP_QUEUE = 'workflow-step';

export type StepJob = { run_id: string; step_id: string; org_id: string; user_id: string };

export type WorkflowQueue = {
  /** Sends the steps' jobs; `startAfter` delays them (a wait, a retry). */
  send(jobs: StepJob[], opts?: { startAfter?: Date }): Promise<void>;
  /** Starts taking jobs in this process (the server; tests call it themselves). */
  work(handler: (job: StepJob) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
};

/** How long a step's job may stay active before pg-boss treats its process as gone. */
const STEP_EXPIRE_SECONDS = 15 * 60;

export function createWorkflowQueue(database: Database, logger: Logger): WorkflowQueue {
  let boss: Promise<PgBoss> | undefined;
  let stopped = false;
  const started = () =>
    (boss ??= (async () => {
      const { default: PgBossClass } = await import('pg-boss');
      const instance = new PgBossClass({
        db: { executeSql: (text, values) => database.executeSql(text, values) },
        schema: 'pgboss',
        // Cron schedules are ours (scheduled triggers check the clock themselves).
        schedule: false,
      });
      instance.on('error', (err) => logger.warn({ err }, 'workflow queue error'));
      await instance.start();
      await instance.createQueue(STEP_QUEUE, {
        name: STEP_QUEUE,
        retryLimit: WORKFLOW_STEP_ATTEMPTS - 1,
        retryDelay: 2,
        retryBackoff: true,
        expireInSeconds: STEP_EXPIRE_SECONDS,
      });
      return instance;
    })());

  return {
    async send(jobs, opts = {}) {
      if (!jobs.length || stopped) return;
      const instance = await started();
      for (const job of jobs)
        await instance.send(STEP_QUEUE, job, {
          singletonKey: `${job.run_id}:${job.step_id}`,
          ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
        });
    },
    async work(handler) {
      const instance = await started();
      await instance.work<StepJob>(STEP_QUEUE, { pollingIntervalSeconds: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data);
      });
    },
    async stop() {
      stopped = true;
      if (!boss) return;
      const instance = await boss;
      await instance.stop({ graceful: true, timeout: 5_000, close: false }).catch(() => undefined);
    },
  };
}
