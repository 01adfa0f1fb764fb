/**
 * Real files of a chosen size for the upload tests (gateway, fault suite, browser journeys): a PNG
 * a browser and any image reader decode, and a PDF built by pdfkit around that picture, as a
 * scanned attestato is. Deterministic (a fixed pseudo-random sequence), so a failure repeats.
 */
import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

/** The same bytes on every run: a linear congruential sequence from `seed`. */
function noise(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed >>> 0;
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** An RGB PNG of noise (which does not compress) of about `bytes` bytes. */
export function samplePng(bytes: number, seed = 7): Buffer {
  const side = Math.max(1, Math.floor(Math.sqrt(bytes / 3)));
  const rows: Buffer[] = [];
  const pixels = noise(side * side * 3, seed);
  for (let y = 0; y < side; y++) rows.push(Buffer.from([0]), pixels.subarray(y * side * 3, (y + 1) * side * 3));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF (pdfkit) with a title and a scanned-looking picture, of about `bytes` bytes. */
export async function samplePdf(bytes: number, title = 'Attestato di partecipazione'): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title } });
  const parts: Buffer[] = [];
  doc.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
  });
  doc.fontSize(18).text(title);
  // The picture is most of the file: leave room for pdfkit's own few kilobytes.
  doc.image(samplePng(Math.max(1024, bytes - 4 * 1024)), { width: 300 });
  doc.end();
  return done;
}
