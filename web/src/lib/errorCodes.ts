import { CombinedGraphQLErrors } from '@apollo/client';
import type { GraphQLFormattedError } from 'graphql';
import type { ErrorCode } from '@club/wire';

/** A GraphQL error as the client gets it: only its `extensions` are read. */
type CodedError = { readonly extensions?: Readonly<Record<string, unknown>> | null } | null | undefined;

/**
 * The API's code of one GraphQL error (`extensions.code`, the list in `@club/wire` error-codes.ts),
 * or undefined when it carries none.
 */
export function errorCodeOf(error: CodedError): ErrorCode | undefined {
  const code = error?.extensions?.code;
  return typeof code === 'string' ? (code as ErrorCode) : undefined;
}

/** Whether one GraphQL error carries one of `codes`: the comparison is checked against the API's codes. */
export function hasErrorCode(error: CodedError, ...codes: readonly ErrorCode[]): boolean {
  const code = errorCodeOf(error);
  return code !== undefined && codes.includes(code);
}

/** The first GraphQL error of a failed operation that carries one of `codes`, or undefined (a network failure has none). */
export function findErrorWithCode(failure: unknown, ...codes: readonly ErrorCode[]): GraphQLFormattedError | undefined {
  return CombinedGraphQLErrors.is(failure) ? failure.errors.find((e) => hasErrorCode(e, ...codes)) : undefined;
}
