import type { z } from 'zod';

/** The upstream families (upstream/README.md); the subgraphs keep one circuit breaker per family. */
export type UpstreamFamily = 'crm' | 'fad' | 'cms' | 'commerce';

/**
 * Who may share a read's answer between requests (packages/subgraph-kit shared-reads): 'everyone'
 * when the answer does not depend on who asks (sent without the member's token, so the upstream
 * cannot make it personal), 'visitors' when it is personal for members but the same for every
 * visitor (shared among token-less calls only).
 */
export type RouteSharing = 'everyone' | 'visitors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The contract of one upstream route: what the caller sends and what the upstream answers.
 * The reference upstream builds its answers to these schemas, the subgraphs' data sources parse
 * what they receive with them, and `/openapi.json` is printed from them: one source for all three.
 */
export interface RouteContract<Response extends z.ZodType = z.ZodType> {
  family: UpstreamFamily;
  method: HttpMethod;
  /** OpenAPI style, e.g. `/CMS/Contenuti/{id}`. */
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  /** Whether the route needs the member's bearer token (401 without it). */
  auth?: 'required' | 'optional' | 'none';
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The success answer (200/201). */
  response: Response;
  /** The success status when it is not 200. */
  status?: number;
  /** The success answer's media types when it is not JSON (files, HTML pages); `response` then describes the body. */
  mediaTypes?: readonly string[];
  /** Other statuses the route answers with, and why (documentation only). */
  errors?: Partial<Record<number, string>>;
  /** A read whose answer the subgraphs share between requests (see RouteSharing); absent: each caller's own. */
  sharing?: RouteSharing;
  /**
   * A write that changes only the caller's own data (favourites, consent, signing in): the answers
   * shared between requests stand. Any other write (not GET, not a shared read sent as POST) drops them.
   */
  memberOnlyWrite?: boolean;
}

/** Declares a route contract, keeping its literal types. */
export function route<const R extends RouteContract>(contract: R): R {
  return contract;
}

/** The parsed answer of a route. */
export type AnswerOf<R extends RouteContract> = z.output<R['response']>;
/** What the upstream must send for a route (before defaults and transforms). */
export type PayloadOf<R extends RouteContract> = z.input<R['response']>;
