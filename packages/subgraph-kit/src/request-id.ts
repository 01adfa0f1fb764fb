import { currentCorrelation, REQUEST_ID_HEADER } from '@club/observability';

/** Header carrying the gateway's request id to the subgraphs and from them to the upstream. */
export { REQUEST_ID_HEADER };

/** The request id of the request being served, if the gateway sent one. */
export function currentRequestId(): string | undefined {
  return currentCorrelation()?.requestId;
}
