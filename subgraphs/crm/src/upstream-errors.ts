import { GraphQLError } from 'graphql';

/** extensions.code of an upstream error (ClubDataSource maps the HTTP status), or undefined. */
export function upstreamCode(err: unknown): unknown {
  return err instanceof GraphQLError ? err.extensions.code : undefined;
}

/**
 * Runs an upstream call and, when it fails, replaces the error's message with the spec's
 * user-facing one (spec 2 §8), keeping extensions (code, service) so the client can still tell
 * what failed. Errors whose code is in `keep` (e.g. BAD_USER_INPUT with the service's Italian
 * message, NOT_FOUND) pass unchanged.
 */
export async function withMessage<T>(call: () => Promise<T>, message: string, keep: readonly string[] = []): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (keep.includes(upstreamCode(err) as string)) throw err;
    const extensions = err instanceof GraphQLError ? err.extensions : { code: 'UPSTREAM_UNAVAILABLE' };
    throw new GraphQLError(message, { extensions, originalError: err instanceof Error ? err : undefined });
  }
}
