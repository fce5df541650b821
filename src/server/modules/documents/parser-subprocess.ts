/**
 * Child-process entry: runs the PDF and DOCX parsers outside the server process (see
 * parse-in-subprocess.ts for why a process and not a worker thread). Imports only what
 * parsing needs, none of the app, and is started without the server's environment.
 */
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';
import { cleanText } from './clean-text';
import { inspectDocx, type DocxLimits } from './inspect-docx';

export type ParseRequest = {
  kind: 'pdf' | 'docx';
  bytes: Uint8Array;
  docxLimits: DocxLimits;
  /** Cleaned and cut here, so a huge text is never copied back to the server. */
  maxChars: number;
};
export type ParseFailure = 'unreadable' | 'over_budget';
export type ParseReply =
  { loaded: true } | { ok: true; text: string } | { ok: false; reason: ParseFailure };

class OverBudget extends Error {}

async function rawText({ kind, bytes, docxLimits }: ParseRequest): Promise<string> {
  if (kind === 'docx') {
    if (inspectDocx(bytes, docxLimits) !== 'ok') throw new OverBudget();
    const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return result.value;
  }
  const parser = new PDFParse({ data: bytes });
  try {
    const result = await parser.getText();
    // pdf-parse marks page breaks as "-- 1 of 3 --"; a blank line reads better.
    return result.text.replace(/^-- \d+ of \d+ --$/gm, '');
  } finally {
    await parser.destroy();
  }
}

const reply = (message: ParseReply) => process.send?.(message);

// A parser's own error says nothing a user can act on and may quote the file: only the
// kind of failure crosses back.
process.once('message', (request: ParseRequest) => {
  rawText(request).then(
    (text) => reply({ ok: true, text: cleanText(text, request.maxChars) }),
    (error: unknown) =>
      reply({ ok: false, reason: error instanceof OverBudget ? 'over_budget' : 'unreadable' }),
  );
});

// A server that dies or gives up leaves nobody to read the answer.
process.once('disconnect', () => process.exit(0));

// Tells the server that the process itself started: a failure before this is a fault of the
// server (say a missing module), not of the file.
reply({ loaded: true });
