import type { RouteContract } from '@club/contracts';
import { GraphQLError } from 'graphql';
import type { z } from 'zod';

/**
 * What a data source sends with a call of a route (`ClubDataSource.call`), typed from the route's
 * contract: the method and the path are the contract's, the caller gives only the values.
 */

/** Any object, even one without properties: `Empty extends T` says T may be left empty. */
type Empty = Record<never, never>;

/** The schema a route's contract gives one part of its request, or undefined when it gives none. */
type SchemaOf<R, K extends 'params' | 'query' | 'body'> = R extends { readonly [P in K]: infer S } ? (S extends z.ZodType ? S : undefined) : undefined;

/**
 * One part of the request as its schema takes it (`z.input`): required unless the schema accepts it
 * left out. A route without params or a query takes none; one without a body takes at most `{}`
 * (some upstream writes are sent an empty JSON object).
 */
type Part<K extends string, S> = [S] extends [z.ZodType]
  ? Empty extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : undefined extends z.input<S>
      ? { [P in K]?: z.input<S> }
      : { [P in K]: z.input<S> }
  : K extends 'body'
    ? { [P in K]?: Record<string, never> }
    : { [P in K]?: never };

/** The values of one call of route R: `params` fill the path's `{name}`s, `query` goes in the URL, `body` is sent as JSON. */
export type CallInput<R extends RouteContract> = Part<'params', SchemaOf<R, 'params'>> &
  Part<'query', SchemaOf<R, 'query'>> &
  Part<'body', SchemaOf<R, 'body'>> & {
    /** Headers of this call (e.g. `idempotencyHeaders(key)` on a write). */
    headers?: Record<string, string>;
  };

/** The arguments after the route: its input, which may be left out when the route needs none. */
export type CallArgs<R extends RouteContract> = Empty extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/** CallInput with the contract's types forgotten (what the data source base works with). */
export interface UntypedCallInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** What a filled segment may not be: a URL resolves `.` and `..` away, and an empty one is another route. */
const ESCAPING_SEGMENTS = new Set(['', '.', '..']);

/**
 * The path of a route relative to the data source's base URL, each `{name}` filled from `params`
 * with the value URL-encoded, so a `/`, `?`, `#` or `%` in a slug stays inside its segment. A value
 * that would still leave its segment (empty, `.` or `..`) names nothing: NOT_FOUND, and the upstream
 * is not called.
 */
export function fillPath(route: Pick<RouteContract, 'method' | 'path'>, params?: Record<string, unknown>): string {
  return route.path
    .replace(/^\//, '')
    .split('/')
    .map((segment) => {
      if (!segment.includes('{')) return segment;
      const filled = segment.replace(PLACEHOLDER, (_match, name: string) => {
        const value = params?.[name];
        if (value === undefined || value === null) throw new Error(`${route.method} ${route.path}: no value for {${name}}`);
        return encodeURIComponent(String(value));
      });
      if (ESCAPING_SEGMENTS.has(filled)) {
        throw new GraphQLError('Risorsa non trovata.', { extensions: { code: 'NOT_FOUND', service: route.path } });
      }
      return filled;
    })
    .join('/');
}

/** A route's query as URL parameters: every value as text, an array as the parameter repeated, undefined and null left out. */
export function searchParamsOf(query: Record<string, unknown> | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) params.append(name, String(item));
    }
  }
  return params;
}

/**
 * The URL of one call of a route below the upstream's base URL: the route's path filled from
 * `params` (fillPath: URL-encoded, `..` refused) and its `query`. Any base path of the base URL
 * is kept (`http://host/base` and `http://host/base/` both give `http://host/base/CRM/Utente`):
 * every URL of an upstream call is built here, the data source's and the gateway's alike.
 */
export function upstreamUrl(baseUrl: string | URL, route: Pick<RouteContract, 'method' | 'path'>, input: Pick<UntypedCallInput, 'params' | 'query'> = {}): URL {
  const base = String(baseUrl);
  const url = new URL(fillPath(route, input.params), base.endsWith('/') ? base : `${base}/`);
  const search = searchParamsOf(input.query).toString();
  if (search) url.search = search;
  return url;
}
