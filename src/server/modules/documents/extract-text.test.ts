import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, DOCUMENT_TEXT_MAX_CHARS } from '@/shared/documents';
import { AppError } from '../../lib/errors';
import { extractText } from './extract-text';
import { PARSE_BUDGET, parseInSubprocess } from './parse-in-subprocess';
import { makeDocx, makeLongDocx, makeNestedDocx, makePdf, makeZipBomb } from './testing';

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { status, code, message, field } = error as AppError;
  return { status, code, message, field };
}

describe('extractText', () => {
  it('reads PDF and DOCX files in a child process', async () => {
    expect(await extractText('pdf', makePdf(['Quarterly plan', 'Portland cafes']))).toContain(
      'Portland cafes',
    );
    expect(await extractText('docx', await makeDocx(['Warm and playful tone']))).toBe(
      'Warm and playful tone',
    );
  });

  it('refuses a zip bomb that lies about its size, before the parser inflates it', async () => {
    const bomb = await makeZipBomb(128);
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    expect(await refusal(extractText('docx', bomb))).toEqual({
      status: 400,
      code: 'bad_request',
      message: DOCUMENT_MESSAGES.tooComplex,
      field: 'file',
    });
  });

  it('refuses deeply nested XML without handing it to the parser', async () => {
    // A million levels in 17 KB keep mammoth busy for 10 s.
    const nested = await makeNestedDocx(1_000_000);
    expect((await refusal(extractText('docx', nested))).message).toBe(DOCUMENT_MESSAGES.tooComplex);
  });

  it('answers a broken file with the plain message, never the parser’s', async () => {
    const broken = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >>\n%%EOF');
    expect(await refusal(extractText('pdf', broken))).toEqual({
      status: 400,
      code: 'bad_request',
      message: DOCUMENT_MESSAGES.unreadable,
      field: 'file',
    });
    const notZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]);
    expect((await refusal(extractText('docx', notZip))).message).toBe(DOCUMENT_MESSAGES.unreadable);
  });
});

describe('parseInSubprocess', () => {
  const noDocxChecks = {
    maxUnzippedBytes: Number.POSITIVE_INFINITY,
    maxXmlDepth: Number.POSITIVE_INFINITY,
  };

  it('ends a parse that overruns its time budget, while the event loop keeps turning', async () => {
    // 100 KB that mammoth would chew on for minutes, gigabytes deep.
    const long = await makeLongDocx(1_000_000);
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    const outcome = await parseInSubprocess('docx', long, DOCUMENT_TEXT_MAX_CHARS, {
      ...PARSE_BUDGET,
      timeMs: 1000,
      docx: noDocxChecks,
    });
    clearInterval(ticker);
    expect(outcome).toEqual({ ok: false, reason: 'over_budget' });
    expect(ticks).toBeGreaterThan(20);
  });

  it('ends a parse that overruns its memory budget, and the server process lives on', async () => {
    const long = await makeLongDocx(500_000);
    // Only the memory limit can end this parse before the test's own timeout.
    const outcome = await parseInSubprocess('docx', long, DOCUMENT_TEXT_MAX_CHARS, {
      ...PARSE_BUDGET,
      timeMs: 60_000,
      heapMb: 48,
      docx: noDocxChecks,
    });
    expect(outcome).toEqual({ ok: false, reason: 'over_budget' });
  }, 20_000);
});
