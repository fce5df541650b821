/**
 * A prepared run streamed to the browser: the Quick Start pipeline or one tool, whether the
 * run was started, retried or is a rewrite of an output (decision 082), through one stream.
 */
import { QUICK_START_AGENT } from '@/shared/quick-start';
import type { AppContext } from '../../context';
import { streamJob } from '../../agents/engine/stream';
import { executePipeline } from './execute-pipeline';
import { executeRun } from './execute-run';
import type { PreparedRun } from './start-run';

export function streamRun(app: AppContext, prepared: PreparedRun): Promise<Response> {
  const job = prepared.agentType === QUICK_START_AGENT ? executePipeline : executeRun;
  return streamJob((writer) => job(app, prepared, writer), { 'x-run-id': prepared.run.id });
}
