import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';

/**
 * The parts of an .xlsx (a zip) by name, read with Node alone: the central directory at the
 * end names each entry, its method (stored or deflated) and where its data starts. Throws when
 * the file is not a zip, so a download that is not a workbook fails the test.
 */
export function xlsxParts(path: string): Map<string, string> {
  const zip = readFileSync(path);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (zip.readUInt32LE(0) !== 0x04034b50 || end < 0) throw new Error(`${path} is not a zip`);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const parts = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    parts.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at += 46 + nameLength + extra + comment;
  }
  return parts;
}
