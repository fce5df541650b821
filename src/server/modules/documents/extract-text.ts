/** Plain text out of an uploaded file, for search and for the agents. */
import mammoth from 'mammoth';
import Papa from 'papaparse';
import { PDFParse } from 'pdf-parse';
import {
  DOCUMENT_MESSAGES,
  DOCUMENT_TEXT_MAX_CHARS,
  type DocumentExtension,
} from '@/shared/documents';
import { AppError } from '../../lib/errors';

const PDF_MAGIC = '%PDF-';
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export async function extractText(ext: DocumentExtension, bytes: Uint8Array): Promise<string> {
  let text: string;
  try {
    text = await rawText(ext, bytes);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('bad_request', DOCUMENT_MESSAGES.unreadable);
  }
  return clean(text);
}

async function rawText(ext: DocumentExtension, bytes: Uint8Array): Promise<string> {
  switch (ext) {
    case 'pdf': {
      if (Buffer.from(bytes.subarray(0, 1024)).toString('latin1').indexOf(PDF_MAGIC) < 0) {
        throw new AppError('bad_request', DOCUMENT_MESSAGES.unreadable);
      }
      const parser = new PDFParse({ data: new Uint8Array(bytes) });
      try {
        const result = await parser.getText();
        // pdf-parse marks page breaks as "-- 1 of 3 --"; a blank line reads better.
        return result.text.replace(/^-- \d+ of \d+ --$/gm, '');
      } finally {
        await parser.destroy();
      }
    }
    case 'docx': {
      if (!ZIP_MAGIC.every((b, i) => bytes[i] === b))
        throw new AppError('bad_request', DOCUMENT_MESSAGES.unreadable);
      const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
      return result.value;
    }
    case 'csv': {
      const parsed = Papa.parse<string[]>(decode(bytes), { skipEmptyLines: true });
      return parsed.data.map((row) => row.join(' | ')).join('\n');
    }
    case 'txt':
    case 'md':
      return decode(bytes);
  }
}

function decode(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
}

/** No NUL or control characters (PostgreSQL text refuses NUL), tidy blank lines, bounded length. */
function clean(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
      .slice(0, DOCUMENT_TEXT_MAX_CHARS)
  );
}
