/** Documents: accepted files, limits, messages and the shapes the API returns. */

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** Extension → stored MIME type. The extension decides the type; PDF and DOCX are also checked by content. */
export const DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
} as const;
export type DocumentExtension = keyof typeof DOCUMENT_TYPES;

export const DOCUMENT_ACCEPT = Object.keys(DOCUMENT_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

/** Characters of extracted text kept per document (PostgreSQL caps a tsvector at 1 MB). */
export const DOCUMENT_TEXT_MAX_CHARS = 300_000;
export const DOCUMENT_TITLE_MAX = 200;
/** File systems cap a name at 255 bytes, so no genuine file has a longer name. */
export const FILE_NAME_MAX = 255;
export const DOCUMENT_LIST_LIMIT = 100;
export const DOCUMENT_SEARCH_LIMIT = 20;
export const DOCUMENT_SEARCH_QUERY_MAX = 200;

export const DOCUMENT_MESSAGES = {
  noFile: 'Choose a file to upload.',
  emptyFile: 'The file is empty.',
  unsupportedType: 'This file type is not supported. Upload a PDF, DOCX, TXT, MD or CSV file.',
  tooLarge: 'The file is larger than 10 MB. Upload a smaller file.',
  unreadable:
    'We could not read the text of this file. Check that it is a valid, unprotected document.',
  tooComplex:
    'This file is too large or too complex to read. Split it into smaller files, or save it as plain text and upload that.',
  notFound: 'Document not found',
  campaignNotFound: 'Campaign not found',
  clientNotFound: 'Client not found',
  fileMissing: 'The original file is no longer available.',
  queryRequired: 'Enter something to search for.',
  queryTooLong: `Search for at most ${DOCUMENT_SEARCH_QUERY_MAX} characters.`,
  titleTooLong: `A title has at most ${DOCUMENT_TITLE_MAX} characters.`,
  fileNameTooLong: `A file name has at most ${FILE_NAME_MAX} characters. Rename the file and upload it again.`,
  uploaded: 'Document uploaded',
  deleted: 'Document deleted',
  empty: 'No documents yet',
} as const;

export type DocumentSummary = {
  id: string;
  title: string;
  filename: string;
  mimeType: string;
  sizeBytes: number;
  campaignId: string | null;
  campaignName: string | null;
  clientId: string | null;
  clientName: string | null;
  excerpt: string;
  textLength: number;
  createdAt: string;
};

export type DocumentDetail = DocumentSummary & { textPreview: string; textTruncated: boolean };

/** A piece of a highlighted snippet: `match` pieces are the search hits. Rendered as text, never as HTML. */
export type HighlightSegment = { text: string; match: boolean };

export type DocumentSearchResult = {
  id: string;
  title: string;
  filename: string;
  mimeType: string;
  campaignId: string | null;
  clientId: string | null;
  createdAt: string;
  rank: number;
  titleSegments: HighlightSegment[];
  snippet: HighlightSegment[];
};

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

export function isDocumentExtension(ext: string): ext is DocumentExtension {
  return Object.hasOwn(DOCUMENT_TYPES, ext);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The title a file gets when none is given: its name without the extension. */
export function defaultTitle(filename: string): string {
  const name = filename.slice(0, FILE_NAME_MAX);
  const base = name
    .replace(/\.[^.]+$/, '')
    .replace(/_+/g, ' ')
    .trim();
  return (base || name).slice(0, DOCUMENT_TITLE_MAX);
}
