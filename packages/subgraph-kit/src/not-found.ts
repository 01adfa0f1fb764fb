import { GraphQLError } from 'graphql';

/** Whether an error is the upstream's 404 (extensions.code NOT_FOUND). */
export function isNotFound(err: unknown): boolean {
  return err instanceof GraphQLError && err.extensions['code'] === 'NOT_FOUND';
}

/** The answer, or null when the upstream says 404 (an unknown id or slug: the web shows the not-found page). */
export async function nullOn404<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}
