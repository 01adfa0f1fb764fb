import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * Spec 2 §8 service-named toasts ('Errore nel servizio /FAD/Corsi/{id}/Certificato' and the like):
 * the subgraph reports the failing upstream path in `extensions.service`; without it (network
 * failure) the caller's path stands in.
 */
export function serviceErrorMessage(error: unknown, fallbackPath: string): string {
  const service = CombinedGraphQLErrors.is(error)
    ? error.errors.map((e) => e.extensions?.service).find((s): s is string => typeof s === 'string')
    : undefined;
  return `Errore nel servizio ${service ?? fallbackPath}`;
}

/** The first GraphQL error code (extensions.code), if any. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors.map((e) => e.extensions?.code).find((c) => typeof c === 'string');
  return code as string | undefined;
}
