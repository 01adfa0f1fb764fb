import { currentCorrelation, REQUEST_ID_HEADER, runWithCorrelation, safeRequestId } from '@club/observability';

/** Header carrying the gateway's request id to the subgraphs and from them to the upstream. */
export { REQUEST_ID_HEADER };

/**
 * Runs `fn` with the request id the gateway sent (kept only when it is a safe short token). The
 * subgraph server keeps the whole correlation of a request (request id and trace headers) with
 * `runWithCorrelation` (@club/observability); this is the request id alone.
 */
export function withRequestId<T>(header: string | string[] | undefined, fn: () => T): T {
  const requestId = safeRequestId(header);
  return runWithCorrelation(requestId ? { requestId } : undefined, fn);
}

/** The request id of the request being served, if the gateway sent one. */
export function currentRequestId(): string | undefined {
  return currentCorrelation()?.requestId;
}
