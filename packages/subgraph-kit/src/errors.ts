import { GraphQLError } from 'graphql';
import type { FieldErrorCode, ForbiddenReason } from '@club/wire';

/** Error codes in `extensions.code` a field's error carries (the API's whole list is `@club/wire` error-codes.ts). */
export type ErrorCode = FieldErrorCode;

/** Why a permission was refused, in `extensions.reason` (docs/architecture.md request flow step 4). */
export type { ForbiddenReason };

export function badInput(message: string, field?: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } });
}

export function forbidden(message: string, reason: ForbiddenReason): GraphQLError {
  return new GraphQLError(message, { extensions: { code: reason === 'LOGIN_REQUIRED' ? 'UNAUTHENTICATED' : 'FORBIDDEN', reason } });
}

export function notFound(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });
}

/** Maps an upstream HTTP status to the GraphQL error code the API promises. */
export function codeForStatus(status: number): ErrorCode {
  if (status === 400 || status === 422) return 'BAD_USER_INPUT';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  return 'UPSTREAM_UNAVAILABLE';
}
