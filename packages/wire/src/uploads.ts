/**
 * The one size limit of a member's upload (an ECM credit's certificate, a professional card's
 * certification document or profile picture), in bytes of the decoded file, and the sizes that
 * follow from it on the wire. Files travel base64 inside the GraphQL request (a third larger), so
 * the gateway's JSON body limit on /graphql is derived from this figure and never refuses a file
 * its own rule accepts; the validation rules, the subgraphs and the upstream all read it from here.
 * Change it here and every layer moves together (docs/operations.md 'Input bounds').
 */
export const UPLOAD_MAX_BYTES = 100 * 1024;

/** Most new files one request may carry: a card saved with a new picture and a new document. */
export const UPLOADS_PER_REQUEST = 2;

/** Characters of the base64 text of `bytes` bytes (padded). */
export function base64Length(bytes: number): number {
  return Math.ceil(bytes / 3) * 4;
}

/** Room for everything else in a request carrying files: the operation, its other fields, a data URL's prefix. */
const REQUEST_ROOM_BYTES = 64 * 1024;

/**
 * The gateway's JSON body limit on /graphql, bytes: UPLOADS_PER_REQUEST files at the limit in
 * base64 plus the rest of the request (~331 KiB with 100 KB files).
 */
export const GRAPHQL_BODY_MAX_BYTES = UPLOADS_PER_REQUEST * base64Length(UPLOAD_MAX_BYTES) + REQUEST_ROOM_BYTES;

/** Decoded size of a base64 text or of a data URL's base64 body. */
export function decodedBytes(content: string): number {
  const comma = content.startsWith('data:') ? content.indexOf(',') : -1;
  const clean = content.slice(comma + 1).replace(/\s/g, '');
  return Math.floor((clean.length * 3) / 4) - (clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0);
}

/**
 * Most rows one import of ECM credits may carry (issue 40, the CSV import): a triennium's registry
 * export runs to a few dozen lines. The file is read in the browser and travels as one batch of
 * credits; the form, the fad subgraph and the upstream's contract all read this figure.
 */
export const ECM_IMPORT_MAX_ROWS = 200;
