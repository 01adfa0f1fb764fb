import type { RequestHandler } from 'express';

/**
 * The deepest nesting of objects and arrays a GraphQL request may carry. The portal's own variables
 * are at most 3 levels deep (an input object holding a list of input objects); 32 leaves room for
 * any partner's input and still keeps every recursive walk (graphql-js's input coercion, our own
 * text checks, JSON.stringify of a log line) far from the stack's limit.
 */
export const MAX_JSON_NESTING = 32;

export const JSON_TOO_DEEP_MESSAGE = `Richiesta non valida: oggetti o liste annidati oltre ${MAX_JSON_NESTING} livelli.`;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether JSON text nests objects or arrays deeper than `max`, read in one pass over its bytes
 * (brackets inside strings do not count) and before anything parses it, so a body nested 20,000
 * levels deep costs one scan, not a recursion that overflows the stack (which would be a 500).
 * Malformed text is not judged here: the parser refuses it afterwards.
 */
export function nestsDeeperThan(text: Buffer | string, max: number): boolean {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (inString) {
      if (b === BACKSLASH) i++;
      else if (b === QUOTE) inString = false;
    } else if (b === QUOTE) inString = true;
    else if (b === OPEN_OBJECT || b === OPEN_ARRAY) {
      if (++depth > max) return true;
    } else if (b === CLOSE_OBJECT || b === CLOSE_ARRAY) depth--;
  }
  return false;
}

/** The error a too deeply nested request body or parameter raises: 400 through the JSON error handler (errors.ts). */
export class JsonTooDeep extends Error {
  readonly status = 400;
  readonly type = 'entity.too.deep';
  constructor() {
    super(JSON_TOO_DEEP_MESSAGE);
  }
}

/** For `express.json({ verify })`: refuses a body nested too deep before it is parsed. */
export function refuseDeepJson(_req: unknown, _res: unknown, body: Buffer): void {
  if (nestsDeeperThan(body, MAX_JSON_NESTING)) throw new JsonTooDeep();
}

/**
 * The same bound for a GET request's JSON parameters (`variables`, `extensions`), which Apollo
 * Server parses from the query string itself.
 */
export function refuseDeepJsonParameters(): RequestHandler {
  return (req, _res, next) => {
    if (req.method !== 'GET') return next();
    for (const name of ['variables', 'extensions']) {
      const value = req.query[name];
      if (typeof value === 'string' && nestsDeeperThan(value, MAX_JSON_NESTING)) return next(new JsonTooDeep());
    }
    next();
  };
}
