/** Runs executing in this process, so a cancel request can stop them at once. */
const active = new Map<string, AbortController>();

export function registerActiveRun(runId: string): AbortController {
  const controller = new AbortController();
  active.set(runId, controller);
  return controller;
}

export function releaseActiveRun(runId: string) {
  active.delete(runId);
}

export function abortActiveRun(runId: string): boolean {
  const controller = active.get(runId);
  controller?.abort();
  return Boolean(controller);
}
