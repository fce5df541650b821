/**
 * Checks a DOCX (a ZIP of XML parts) against limits before the parser sees it. Each entry
 * is inflated with a cap rather than trusting the sizes the archive declares: a zip bomb
 * can declare a few bytes and expand to gigabytes, in buffers outside the V8 heap that a
 * worker's memory limit does not reach. The XML nesting depth is measured too, because the
 * parser's time grows with the square of it (a 17 KB file a million levels deep took 10 s).
 */
import { constants } from 'node:buffer';
import zlib from 'node:zlib';

export type DocxLimits = { maxUnzippedBytes: number; maxXmlDepth: number };
export type DocxVerdict = 'ok' | 'too_large' | 'too_deep';

export class MalformedZipError extends Error {}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const { MAX_LENGTH } = constants;
const STORED = 0;
const DEFLATED = 8;
const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;

export function inspectDocx(zip: Uint8Array, limits: DocxLimits): DocxVerdict {
  const bytes = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  const eocd = findEndOfCentralDirectory(bytes);
  const entries = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_SIGNATURE)
      throw new MalformedZipError('central directory');
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const name = bytes.toString('latin1', at + 46, at + 46 + nameLength);
    const local = bytes.readUInt32LE(at + 42);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);

    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL_SIGNATURE)
      throw new MalformedZipError('local header');
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(start, start + compressedSize);
    if (data.length !== compressedSize) throw new MalformedZipError('truncated entry');

    const content = inflate(method, data, limits.maxUnzippedBytes - total);
    if (!content) return 'too_large';
    total += content.length;
    if (total > limits.maxUnzippedBytes) return 'too_large';
    if (/\.(?:xml|rels)$/i.test(name) && xmlDepth(content, limits.maxXmlDepth) > limits.maxXmlDepth)
      return 'too_deep';
  }
  return 'ok';
}

/** The entry's bytes, or null when they pass `room`. */
function inflate(method: number, data: Buffer, room: number): Buffer | null {
  if (method === STORED) return data;
  if (method !== DEFLATED) throw new MalformedZipError('compression method');
  try {
    const maxOutputLength = Math.min(Math.max(1, room + 1), MAX_LENGTH);
    return zlib.inflateRawSync(data, { maxOutputLength });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return null;
    throw new MalformedZipError('deflate stream');
  }
}

function findEndOfCentralDirectory(bytes: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65 535 bytes, at the very end.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  throw new MalformedZipError('end of central directory');
}

/**
 * The deepest element nesting, counted in one pass (stops once past `limit`). Quotes are
 * followed inside tags so that an attribute holding "/>" cannot hide a level.
 */
export function xmlDepth(xml: Buffer, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let i = 0;
  while (i < xml.length) {
    const open = xml.indexOf(LT, i);
    if (open < 0) break;
    const next = xml[open + 1];
    if (next === BANG || next === QUESTION) {
      const terminator = startsAt(xml, '<!--', open)
        ? '-->'
        : startsAt(xml, '<![CDATA[', open)
          ? ']]>'
          : '>';
      const end = xml.indexOf(terminator, open + 2);
      if (end < 0) break;
      i = end + terminator.length;
      continue;
    }
    let close = open + 1;
    let quote = 0;
    for (; close < xml.length; close++) {
      const c = xml[close];
      if (quote) {
        if (c === quote) quote = 0;
      } else if (c === QUOTE || c === APOSTROPHE) quote = c;
      else if (c === GT) break;
    }
    if (next === SLASH) depth--;
    else if (xml[close - 1] !== SLASH) {
      depth++;
      deepest = Math.max(deepest, depth);
      if (deepest > limit) return deepest;
    }
    i = close + 1;
  }
  return deepest;
}

const startsAt = (xml: Buffer, text: string, at: number) =>
  xml.toString('latin1', at, at + text.length) === text;
