/**
 * Runs the PDF and DOCX parsers in a child process with a time and memory budget, killed
 * when it overruns, so the event loop keeps answering everyone else.
 *
 * A process rather than a worker thread: a worker's heap limit does not survive one large
 * allocation (a parser flattening a 100 MB string past the limit aborted the whole server
 * in our trials), while a child that runs out of memory dies alone.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { DocxLimits } from './inspect-docx';
import type { ParseFailure, ParseReply, ParseRequest } from './parser-subprocess';

export type ParseBudget = {
  timeMs: number;
  /** V8 heap of the process; buffers outside it are bounded by `docx.maxUnzippedBytes`. */
  heapMb: number;
  docx: DocxLimits;
};

/** Generous for any genuine 10 MB document, yet short enough that a stuck parse frees its slot. */
export const PARSE_BUDGET: ParseBudget = {
  timeMs: 15_000,
  heapMb: 256,
  // Word's own files nest a few dozen levels at most, even with tables inside tables.
  docx: { maxUnzippedBytes: 100 * 1024 * 1024, maxXmlDepth: 256 },
};

export type ParseOutcome = { ok: true; text: string } | { ok: false; reason: ParseFailure };

const require = createRequire(import.meta.url);
// The child starts from a line of CommonJS: in this "type": "module" package Node would load
// a .ts entry as ESM, which needs tsx's heavier loader (a hooks thread, 230 MB, 1.7 s a
// start). The parsers are required before tsx's hook so that it does not transpile their
// megabytes of JavaScript: the child starts in about 0.5 s and 80 MB.
const BOOTSTRAP = [
  require.resolve('mammoth'),
  require.resolve('pdf-parse'),
  require.resolve('tsx/cjs'),
  fileURLToPath(new URL('./parser-subprocess.ts', import.meta.url)),
]
  .map((file) => `require(${JSON.stringify(file)});`)
  .join('\n');

// Each process may hold a few hundred MB: a queue keeps a burst of uploads from multiplying that.
const MAX_PROCESSES = Math.max(1, Math.min(2, os.availableParallelism() - 1));
let running = 0;
const waiting: (() => void)[] = [];

export async function parseInSubprocess(
  kind: ParseRequest['kind'],
  bytes: Uint8Array,
  maxChars: number,
  budget: ParseBudget = PARSE_BUDGET,
): Promise<ParseOutcome> {
  await takeSlot();
  try {
    return await runParser({ kind, bytes, maxChars, docxLimits: budget.docx }, budget);
  } finally {
    releaseSlot();
  }
}

function runParser(request: ParseRequest, budget: ParseBudget): Promise<ParseOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [`--max-old-space-size=${budget.heapMb}`, '-e', BOOTSTRAP],
      {
        // No secrets of the server's environment reach the code that reads untrusted files.
        env: {},
        serialization: 'advanced',
        // pdf.js warns about every odd font and V8 prints its out-of-memory report: noise here.
        stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      },
    );
    let loaded = false;
    let settled = false;
    const settle = (outcome: ParseOutcome | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const timer = setTimeout(() => settle({ ok: false, reason: 'over_budget' }), budget.timeMs);
    child.on('message', (reply: ParseReply) => {
      if (!('loaded' in reply)) return settle(reply);
      loaded = true;
      child.send(request);
    });
    child.on('error', (error) => settle(error));
    child.on('exit', (code, signal) => {
      if (!loaded) return settle(new Error(`The parser process did not start (${signal ?? code})`));
      // Out of heap, V8 aborts the process; any other death mid-parse is the file's doing too.
      settle({ ok: false, reason: code === 0 ? 'unreadable' : 'over_budget' });
    });
  });
}

function takeSlot(): Promise<void> {
  if (running < MAX_PROCESSES) {
    running++;
    return Promise.resolve();
  }
  return new Promise((resolve) => waiting.push(resolve));
}

/** Hands the slot straight to the next waiting parse, if any. */
function releaseSlot() {
  const next = waiting.shift();
  if (next) next();
  else running--;
}
