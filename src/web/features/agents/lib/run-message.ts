import type { UIMessage } from 'ai';
import type {
  OutputStreamData,
  PartialOutputData,
  ProgressData,
  RunStreamData,
} from '@/shared/agent-runs';

export type RunMessage = {
  run: RunStreamData | null;
  /** The steps announced so far, in order, one per step number. */
  steps: ProgressData[];
  narration: string;
  /** The outputs saved so far (a pipeline saves several). */
  outputs: OutputStreamData[];
  /** A model's structured answer as written so far, until its output is saved. */
  partial: Record<string, unknown> | null;
};

/** Reads what a run has said so far from the assistant message the UI message stream builds. */
export function readRunMessage(message: UIMessage): RunMessage {
  const read: RunMessage = { run: null, steps: [], narration: '', outputs: [], partial: null };
  const steps = new Map<number, ProgressData>();
  for (const part of message.parts) {
    if (part.type === 'text') read.narration += part.text;
    else if (part.type === 'data-run') read.run = part.data as RunStreamData;
    // Once saved, an output is shown in full: the answer written before it has done its work.
    // A pipeline's next step writes its own, after it.
    else if (part.type === 'data-output') {
      read.outputs.push(part.data as OutputStreamData);
      read.partial = null;
    } else if (part.type === 'data-partial')
      read.partial = (part.data as PartialOutputData).content;
    else if (part.type === 'data-progress') {
      const step = part.data as ProgressData;
      steps.set(step.step, step);
    }
  }
  read.steps = [...steps.values()].sort((a, b) => a.step - b.step);
  return read;
}
