/**
 * The codes the API puts in a GraphQL error's `extensions.code`, and the reasons in
 * `extensions.reason`: what a client may compare, on either side of the wire (subgraphs and the
 * subgraph kit raise them, the gateway keeps or masks them, the web and partners read them).
 */

/** Codes of a field that failed or was refused (`packages/subgraph-kit/src/errors.ts`, the gateway's masking). */
export const FIELD_ERROR_CODES = [
  /** A field or argument breaks a rule; the message says which (upstream 400/422). */
  'BAD_USER_INPUT',
  /** No member signed in where one is needed (upstream 401; `reason: 'LOGIN_REQUIRED'`). */
  'UNAUTHENTICATED',
  /** The viewer may not have it; `extensions.reason` says why, `extensions.upsell` what to offer. */
  'FORBIDDEN',
  'NOT_FOUND',
  /** The write clashes with the current state (upstream 409). */
  'CONFLICT',
  /** The upstream (or a subgraph) failed or timed out; `extensions.service` names the upstream path. */
  'UPSTREAM_UNAVAILABLE',
  /** Anything else, masked by the gateway with a fixed message. */
  'INTERNAL_SERVER_ERROR',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/** Codes of a request refused before it runs (graphql-js, Apollo Server, the gateway's limits and persisted documents). */
export const REQUEST_ERROR_CODES = [
  'BAD_REQUEST',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  /** A browser sent a document id the gateway's manifest does not hold. */
  'PERSISTED_DOCUMENT_NOT_FOUND',
  /** A caller without an API key sent a document's text instead of a persisted id (production). */
  'PERSISTED_DOCUMENT_REQUIRED',
  /**
   * HTTP 429 with Retry-After: a partner key's cost budget for the minute is spent, or (with `reason`)
   * a client address made too many requests without a key (ADDRESS_RATE_LIMIT) or sent too many
   * sign-ups or leads (FORM_RATE_LIMIT).
   */
  'THROTTLED',
  /** An operation that costs more than the partner key's whole budget per minute (HTTP 400, no Retry-After): it can never run with that key. */
  'COST_EXCEEDS_BUDGET',
  /** A JSON body nested deeper than the gateway reads. */
  'NESTING_TOO_DEEP',
] as const;
export type RequestErrorCode = (typeof REQUEST_ERROR_CODES)[number];

/** Every code a client of the API may meet in `extensions.code`. */
export type ErrorCode = FieldErrorCode | RequestErrorCode;
export const ERROR_CODES: readonly ErrorCode[] = Object.freeze([...FIELD_ERROR_CODES, ...REQUEST_ERROR_CODES]);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** Why a permission was refused, in `extensions.reason` of a FORBIDDEN or UNAUTHENTICATED error. */
export type ForbiddenReason =
  | 'UPGRADE_REQUIRED'
  | 'WALLET_REQUIRED'
  | 'FISCAL_CODE_REQUIRED'
  | 'LOGIN_REQUIRED'
  | 'CREDITS_REQUIRED'
  | 'PRODUCTS_REQUIRED'
  /** Another member's account data. */
  | 'NOT_OWNER';

/** `extensions.reason` of an UPSTREAM_UNAVAILABLE error whose upstream answer did not match its contract. */
export const BAD_PAYLOAD_REASON = 'BAD_PAYLOAD';
