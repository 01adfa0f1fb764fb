import { Kind, parse } from 'graphql';

/** Why a subgraph fetch got no usable answer, in `extensions.reason`. */
export type SubgraphFailureReason = 'SUBGRAPH_TIMEOUT' | 'SUBGRAPH_UNREACHABLE' | 'SUBGRAPH_ERROR' | 'CIRCUIT_OPEN';

/** Failures of a subgraph call (subgraph-http.ts: the deadline's AbortError, a socket error; a breaker's refusal; an HTTP error answer). */
interface FailureLike {
  name?: string;
  extensions?: { response?: { status?: number } };
}

export function failureReason(err: unknown): SubgraphFailureReason {
  const e = (err ?? {}) as FailureLike;
  if (e.name === 'CircuitOpenError') return 'CIRCUIT_OPEN';
  if (e.name === 'AbortError' || e.name === 'TimeoutError') return 'SUBGRAPH_TIMEOUT';
  if (e.extensions?.response?.status) return 'SUBGRAPH_ERROR';
  return 'SUBGRAPH_UNREACHABLE';
}

/**
 * What opens a subgraph's breaker: no answer (refused, reset, timed out), or 503/504 from something
 * in front of it. Any other HTTP answer means the subgraph is up, whatever it said.
 */
export function isSubgraphOutage(err: unknown): boolean {
  const reason = failureReason(err);
  if (reason === 'SUBGRAPH_TIMEOUT' || reason === 'SUBGRAPH_UNREACHABLE') return true;
  const status = (err as FailureLike).extensions?.response?.status;
  return status === 503 || status === 504;
}

/**
 * The answer the gateway puts in place of a subgraph's: one UPSTREAM_UNAVAILABLE error per root
 * field of the fetch (so each field's path says which section failed), without any address.
 * Entity fetches (`_entities`) get one error without a path: the fields they would have added
 * stay null.
 */
export function subgraphUnavailable(subgraph: string, reason: SubgraphFailureReason, query: string | undefined) {
  const extensions = { code: 'UPSTREAM_UNAVAILABLE', reason, subgraph };
  const message = 'Servizio temporaneamente non disponibile.';
  const keys = rootResponseKeys(query).filter((key) => key !== '_entities');
  if (keys.length === 0) return { errors: [{ message, extensions }] };
  return { errors: keys.map((key) => ({ message, path: [key], extensions })) };
}

function rootResponseKeys(query: string | undefined): string[] {
  if (!query) return [];
  const operation = parse(query).definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) return [];
  return operation.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD && s.name.value !== '__typename' ? [s.alias?.value ?? s.name.value] : []));
}
