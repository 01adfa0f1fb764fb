import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compression from 'compression';
import type { Request, RequestHandler } from 'express';

/**
 * Answers smaller than this go out as plain JSON. Compressing an answer costs the gateway about
 * 0.3-0.45 ms of CPU whatever its size (a zlib stream per response: measured on the visitor catalogue
 * page, 1.6 KB, and the visitor home, 14.5 KB, 20 connections, docs/performance.md 'Compression'),
 * which doubled the cost of a catalogue page to save about a kilobyte, two TCP packets. Above a few
 * kilobytes (a home's sections are tens of KB) the bytes saved on a phone's connection are worth it.
 */
export const ANSWER_COMPRESSION_MIN_BYTES = 4096;

/** The GraphQL answers' compression for clients that accept it (browsers do); partners that send no Accept-Encoding get plain JSON. */
export function compressLargeAnswers(): RequestHandler {
  return compression({ threshold: ANSWER_COMPRESSION_MIN_BYTES });
}

export type AnswerEncoding = 'br' | 'gzip';

/**
 * One answer's body, plain and compressed: the compressed forms are made once, on the first request
 * that accepts each, and then sent as they are to every client that accepts them (the visitors'
 * kept answers, the same bytes for everyone). Made synchronously: a kept answer is at most tens of
 * KB, and a one-shot compression costs less than a stream.
 */
export class EncodedAnswer {
  private readonly encoded = new Map<AnswerEncoding, Buffer>();
  /** Its size in bytes, as the compression middleware measures an answer against the threshold. */
  private readonly bytesLong: number;

  constructor(readonly json: string) {
    this.bytesLong = Buffer.byteLength(json);
  }

  /** The encoding to send this answer in to `req`, or null for plain JSON (small answer, or a client without br/gzip). */
  encodingFor(req: Request): AnswerEncoding | null {
    if (this.bytesLong < ANSWER_COMPRESSION_MIN_BYTES || req.method === 'HEAD') return null;
    // The compression middleware's preference: brotli, then gzip, as the client's q-values allow.
    return preferredEncoding(req.headers['accept-encoding']);
  }

  /** The same choice for a POST from its Accept-Encoding header alone (the HTTP fast path, before Express: kept-answers-fast-path.ts). */
  encodingForHeader(acceptEncoding: string | undefined): AnswerEncoding | null {
    return this.bytesLong < ANSWER_COMPRESSION_MIN_BYTES ? null : preferredEncoding(acceptEncoding);
  }

  /** The plain JSON as bytes, made once. */
  plain(): Buffer {
    return (this.plainBytes ??= Buffer.from(this.json));
  }

  private plainBytes: Buffer | undefined;

  bytes(encoding: AnswerEncoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      body = compressed(encoding, this.json, this.bytesLong);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/**
 * A body compressed once, to be sent as it is many times: brotli at quality 5 (about gzip's speed,
 * smaller output) or gzip. Also the kept pages' copies (web/kept-pages.ts).
 */
export function compressed(encoding: AnswerEncoding, body: string | Buffer, bytesLong: number): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytesLong } }) : gzipSync(body);
}

/** Accept-Encoding values seen (browsers send a handful), with the encoding chosen for each. */
const encodingOfHeader = new Map<string, AnswerEncoding | null>();

/**
 * The compressed form a client gets, from its Accept-Encoding, as the compression middleware
 * negotiates it (Negotiator, with brotli then gzip preferred among equal q-values: a browser's
 * "gzip, deflate, br, zstd" gets br), or null for plain JSON. Made once per distinct header value.
 */
export function preferredEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  if (acceptEncoding === undefined) return null;
  let chosen = encodingOfHeader.get(acceptEncoding);
  if (chosen === undefined) {
    chosen = negotiate(acceptEncoding);
    // Bounded: a client sending a new value every time costs a negotiation each, never memory.
    if (encodingOfHeader.size < 256) encodingOfHeader.set(acceptEncoding, chosen);
  }
  return chosen;
}

function negotiate(header: string): AnswerEncoding | null {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (!coding) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(coding, Number.isFinite(value) ? value : 0);
  }
  const qOf = (coding: string) => q.get(coding) ?? q.get('*') ?? 0;
  const br = qOf('br');
  const gzip = qOf('gzip');
  // Anything else the client prefers strictly (deflate, or plain text by identity's q) goes out plain from here.
  const others = Math.max(q.get('deflate') ?? q.get('*') ?? 0, q.has('identity') ? q.get('identity')! : 0);
  const best = Math.max(br, gzip);
  if (best <= 0 || best < others) return null;
  return br >= gzip ? 'br' : 'gzip';
}
