/** Tiny real files for tests: a one-page PDF, a minimal DOCX, and hostile DOCX files. */
import zlib from 'node:zlib';
import JSZip from 'jszip';

/** A valid single-page PDF whose text is `text` (Helvetica, one line per entry). */
export function makePdf(lines: string | string[]): Buffer {
  const rows = Array.isArray(lines) ? lines : [lines];
  const esc = (s: string) => s.replace(/[\\()]/g, (m) => `\\${m}`);
  const stream = rows
    .map((row, i) => `BT /F1 14 Tf 72 ${720 - i * 20} Td (${esc(row)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`;
const DOCUMENT_OPEN = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>`;
const DOCUMENT_CLOSE = '</w:body></w:document>';

export async function makeDocx(paragraphs: string[]): Promise<Buffer> {
  const body = paragraphs
    .map(
      (p) =>
        `<w:p><w:r><w:t xml:space="preserve">${p.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</w:t></w:r></w:p>`,
    )
    .join('');
  return docxOf(`${DOCUMENT_OPEN}${body}${DOCUMENT_CLOSE}`);
}

/** A valid DOCX of `count` one-word paragraphs: little to send, much to parse. */
export function makeLongDocx(count: number): Promise<Buffer> {
  return docxOf(
    `${DOCUMENT_OPEN}${'<w:p><w:r><w:t>word</w:t></w:r></w:p>'.repeat(count)}${DOCUMENT_CLOSE}`,
  );
}

/** A valid DOCX whose paragraphs nest `depth` levels deep: a few KB that parsers choke on. */
export function makeNestedDocx(depth: number): Promise<Buffer> {
  return docxOf(
    `${DOCUMENT_OPEN}${'<w:p>'.repeat(depth)}deep${'</w:p>'.repeat(depth)}${DOCUMENT_CLOSE}`,
  );
}

function docxOf(documentXml: string): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', RELS);
  zip.file('word/document.xml', documentXml);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/**
 * A zip bomb: a DOCX whose document.xml is valid XML holding `megabytes` MB of text, a
 * few hundred KB compressed, and that the archive declares as 1 KB unless `honest`.
 */
export async function makeZipBomb(megabytes: number, { honest = false } = {}): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024, 'A');
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (data: Buffer) => out.push(data));
  const open = `${DOCUMENT_OPEN}<w:p><w:r><w:t>`;
  const close = `</w:t></w:r></w:p>${DOCUMENT_CLOSE}`;
  let crc = zlib.crc32(open);
  deflate.write(open);
  for (let i = 0; i < megabytes; i++) {
    crc = zlib.crc32(chunk, crc);
    deflate.write(chunk);
  }
  crc = zlib.crc32(close, crc);
  await new Promise<void>((resolve) => deflate.end(close, () => resolve()));
  return zipOf([
    storedEntry('[Content_Types].xml', Buffer.from(CONTENT_TYPES)),
    storedEntry('_rels/.rels', Buffer.from(RELS)),
    {
      name: 'word/document.xml',
      method: 8,
      crc,
      data: Buffer.concat(out),
      declaredSize: honest ? megabytes * 1024 * 1024 + open.length + close.length : 1024,
    },
  ]);
}

type ZipEntry = { name: string; method: 0 | 8; crc: number; data: Buffer; declaredSize: number };

const storedEntry = (name: string, data: Buffer): ZipEntry => ({
  name,
  method: 0,
  crc: zlib.crc32(data),
  data,
  declaredSize: data.length,
});

/** A minimal ZIP writer, so a test can state sizes that a real archiver would not. */
function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
