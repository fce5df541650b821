/** Plain text out of an uploaded file, for search and for the agents. */
import Papa from 'papaparse';
import {
  DOCUMENT_MESSAGES,
  DOCUMENT_TEXT_MAX_CHARS,
  type DocumentExtension,
} from '@/shared/documents';
import { AppError } from '../../lib/errors';
import { cleanText } from './clean-text';
import { parseInSubprocess } from './parse-in-subprocess';

const PDF_MAGIC = '%PDF-';
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export async function extractText(ext: DocumentExtension, bytes: Uint8Array): Promise<string> {
  switch (ext) {
    case 'pdf': {
      if (Buffer.from(bytes.subarray(0, 1024)).toString('latin1').indexOf(PDF_MAGIC) < 0)
        throw unreadable();
      return parsed('pdf', bytes);
    }
    case 'docx': {
      if (!ZIP_MAGIC.every((b, i) => bytes[i] === b)) throw unreadable();
      return parsed('docx', bytes);
    }
    case 'csv': {
      const rows = Papa.parse<string[]>(decode(bytes), { skipEmptyLines: true }).data;
      return cleanText(rows.map((row) => row.join(' | ')).join('\n'), DOCUMENT_TEXT_MAX_CHARS);
    }
    case 'txt':
    case 'md':
      return cleanText(decode(bytes), DOCUMENT_TEXT_MAX_CHARS);
  }
}

/** PDF and DOCX go to a child process; its failures reach the user as a message, never the parser's. */
async function parsed(kind: 'pdf' | 'docx', bytes: Uint8Array): Promise<string> {
  const outcome = await parseInSubprocess(kind, bytes, DOCUMENT_TEXT_MAX_CHARS);
  if (outcome.ok) return outcome.text;
  if (outcome.reason === 'over_budget')
    throw new AppError('bad_request', DOCUMENT_MESSAGES.tooComplex, { field: 'file' });
  throw unreadable();
}

const unreadable = () =>
  new AppError('bad_request', DOCUMENT_MESSAGES.unreadable, { field: 'file' });

function decode(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
}
