import type { AnyVariables, Client, OperationResult, TypedDocumentNode } from '@urql/core';
import { createPartnerClient, type BackoffEvent, type BackoffOptions } from './client';
import { ContentPageQuery, CoursePageQuery } from './documents';

/** The endpoint when `CLUB_API_URL` is not set (a portal started locally with `npm start`). */
export const DEFAULT_API_URL = 'http://localhost:4000/graphql';

/** What the portal reports in `extensions.cost` of every answer to a key. */
export interface CostFigures {
  requestedQueryCost?: number;
  maximumQueryCost?: number;
  budgetPerMinute?: number;
  remainingBudget?: number;
  resetAt?: string;
}

/** An error the portal answered instead of data (`extensions.code`: FORBIDDEN, THROTTLED, UNAUTHENTICATED, …). */
export class PartnerApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number | null,
    readonly extensions: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'PartnerApiError';
  }
}

export interface ExampleOptions extends BackoffOptions {
  url: string;
  apiKey: string;
  /** Where each printed line goes (console.log by default). */
  print?: (line: string) => void;
  /** Pages read per search at most (both searches stop earlier at their last page). */
  maxPages?: number;
  /** Free text for both searches (at least 2 characters; none lists everything). */
  text?: string;
  /** Items per page of the content search (the catalogue's pages are 9 courses). */
  rows?: number;
}

export interface ExampleSummary {
  coursePages: number;
  contentPages: number;
  courses: number;
  contents: number;
  backoffs: BackoffEvent[];
  lastCost: CostFigures | null;
}

export function formatCost(cost: CostFigures | undefined): string {
  if (!cost) return 'cost: not reported';
  const reset = cost.resetAt ? new Date(cost.resetAt).toISOString() : '?';
  return `cost ${cost.requestedQueryCost ?? '?'} · remaining budget ${cost.remainingBudget ?? '?'} of ${cost.budgetPerMinute ?? '?'} per minute · resets at ${reset}`;
}

/** The data of an answer, or the portal's error as a PartnerApiError naming its code (and field, when out of scope). */
function dataOf<T>(result: OperationResult<T, AnyVariables>): T {
  const first = result.error?.graphQLErrors[0];
  const status = (result.error?.response as Response | undefined)?.status ?? null;
  if (first) {
    const extensions = (first.extensions ?? {}) as Record<string, unknown>;
    const code = typeof extensions.code === 'string' ? extensions.code : 'UNKNOWN';
    const field = typeof extensions.field === 'string' ? ` (field: ${extensions.field})` : '';
    throw new PartnerApiError(`${code}${field}: ${first.message}`, code, status, extensions);
  }
  if (result.error) throw new PartnerApiError(`NETWORK: ${result.error.networkError?.message ?? result.error.message}`, 'NETWORK', status, {});
  if (!result.data) throw new PartnerApiError('The answer has no data.', 'NO_DATA', status, {});
  return result.data;
}

async function query<T, V extends AnyVariables>(client: Client, document: TypedDocumentNode<T, V>, variables: V) {
  const result = await client.query(document, variables).toPromise();
  return { data: dataOf(result), cost: result.extensions?.cost as CostFigures | undefined };
}

/**
 * The partner example: with a key, pages through the ECM course catalogue and the content search,
 * printing each page's items and the cost figures of each answer; on HTTP 429 it waits `Retry-After`
 * and sends the page again. Throws a PartnerApiError for any other refusal (e.g. FORBIDDEN naming
 * the field the key has no scope for).
 */
export async function runExample(options: ExampleOptions): Promise<ExampleSummary> {
  const print = options.print ?? ((line: string) => console.log(line));
  const maxPages = options.maxPages ?? 3;
  const rows = options.rows ?? 5;
  const text = options.text && options.text.length >= 2 ? options.text : null;
  const summary: ExampleSummary = { coursePages: 0, contentPages: 0, courses: 0, contents: 0, backoffs: [], lastCost: null };
  const client = createPartnerClient({
    ...options,
    onBackoff: (event) => {
      summary.backoffs.push(event);
      print(`HTTP 429: budget spent, waiting ${event.retryAfterSeconds} s (Retry-After) before retry ${event.attempt}${event.message ? ` — ${event.message}` : ''}`);
      options.onBackoff?.(event);
    },
  });

  print('== ECM course catalogue (courseCatalogue)');
  for (let page = 1; page <= maxPages; page++) {
    const { data, cost } = await query(client, CoursePageQuery, { page, text });
    const catalogue = data.courseCatalogue;
    if (!catalogue) break;
    summary.coursePages++;
    summary.lastCost = cost ?? summary.lastCost;
    print(`-- page ${catalogue.page} of ${catalogue.totalPages} (${catalogue.total} courses)`);
    for (const course of catalogue.items) {
      summary.courses++;
      print(`   ${course.id}  ${course.title}  ·  ${course.credits} ECM${course.series ? `  ·  ${course.series.name}` : ''}`);
    }
    print(`   ${formatCost(cost)}`);
    if (catalogue.page >= catalogue.totalPages) break;
  }

  print('== Content search (contents)');
  for (let page = 0; page < maxPages; page++) {
    const { data, cost } = await query(client, ContentPageQuery, { offset: page * rows, rows, text });
    const contents = data.contents;
    if (!contents) break;
    summary.contentPages++;
    summary.lastCost = cost ?? summary.lastCost;
    print(`-- items ${page * rows + 1}–${page * rows + contents.items.length} of ${contents.total}`);
    for (const item of contents.items) {
      summary.contents++;
      print(`   ${item.id}  ${item.title}  ·  ${item.contentType}${item.publicationDate ? `  ·  ${item.publicationDate.slice(0, 10)}` : ''}`);
    }
    print(`   ${formatCost(cost)}`);
    // `hasNext` is null where the search does not say; then the total tells.
    const more = contents.hasNext ?? page * rows + contents.items.length < contents.total;
    if (!more || contents.items.length === 0) break;
  }
  return summary;
}
