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
