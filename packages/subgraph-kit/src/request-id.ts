import { AsyncLocalStorage } from 'node:async_hooks';

/** Header carrying the gateway's request id to the subgraphs and from them to the upstream. */
export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

const current = new AsyncLocalStorage<string>();

/** Runs `fn` with the request id the gateway sent (kept only when it is a safe short token). */
export function withRequestId<T>(header: string | string[] | undefined, fn: () => T): T {
  const value = Array.isArray(header) ? header[0] : header;
  return value && SAFE_REQUEST_ID.test(value) ? current.run(value, fn) : fn();
}

/** The request id of the request being served, if the gateway sent one. */
export function currentRequestId(): string | undefined {
  return current.getStore();
}
