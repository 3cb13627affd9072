/**
 * Just enough of a zip and OOXML reader to preview Word (.docx) paragraphs and the first Excel
 * (.xlsx) sheet in the browser, inflating with the platform's DecompressionStream.
 */

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

function entries(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i -= 1) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error('not a zip file');
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const list: ZipEntry[] = [];
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i += 1) {
    if (view.getUint32(offset, true) !== 0x02014b50) break;
    const method = view.getUint16(offset + 10, true);
    const compressedSize = view.getUint32(offset + 20, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const localOffset = view.getUint32(offset + 42, true);
    const name = decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    list.push({ name, method, compressedSize, localOffset });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return list;
}

async function readEntry(bytes: Uint8Array, entry: ZipEntry): Promise<string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const start = entry.localOffset + 30 + view.getUint16(entry.localOffset + 26, true) + view.getUint16(entry.localOffset + 28, true);
  const data = bytes.slice(start, start + entry.compressedSize);
  if (entry.method === 0) return new TextDecoder().decode(data);
  const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Response(stream).text();
}

async function readXml(bytes: Uint8Array, name: string): Promise<Document | null> {
  const entry = entries(bytes).find((e) => e.name === name);
  if (!entry) return null;
  return new DOMParser().parseFromString(await readEntry(bytes, entry), 'application/xml');
}

const byLocalName = (root: Element | Document, name: string) =>
  Array.from(root.getElementsByTagName('*')).filter((el) => el.localName === name);

/** The paragraphs of a .docx, as plain text. */
export async function docxParagraphs(blob: Blob): Promise<string[]> {
  const doc = await readXml(new Uint8Array(await blob.arrayBuffer()), 'word/document.xml');
  if (!doc) throw new Error('no document');
  return byLocalName(doc, 'p').map((p) => byLocalName(p, 't').map((t) => t.textContent ?? '').join(''));
}

function columnIndex(ref: string): number {
  const letters = /^[A-Z]+/.exec(ref)?.[0] ?? 'A';
  return [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1;
}

/** The cells of the first sheet of an .xlsx, as rows of text. */
export async function xlsxRows(blob: Blob): Promise<string[][]> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const shared = await readXml(bytes, 'xl/sharedStrings.xml');
  const strings = shared ? byLocalName(shared, 'si').map((si) => byLocalName(si, 't').map((t) => t.textContent ?? '').join('')) : [];
  const sheetName = entries(bytes).find((e) => /^xl\/worksheets\/sheet\d*\.xml$/.test(e.name))?.name;
  const sheet = sheetName ? await readXml(bytes, sheetName) : null;
  if (!sheet) throw new Error('no sheet');
  return byLocalName(sheet, 'row').map((row) => {
    const out: string[] = [];
    for (const cell of byLocalName(row, 'c')) {
      const type = cell.getAttribute('t');
      const raw = byLocalName(cell, 'v')[0]?.textContent ?? byLocalName(cell, 't').map((t) => t.textContent).join('');
      out[columnIndex(cell.getAttribute('r') ?? '')] = type === 's' ? (strings[Number(raw)] ?? '') : (raw ?? '');
    }
    return Array.from(out, (v) => v ?? '');
  });
}
