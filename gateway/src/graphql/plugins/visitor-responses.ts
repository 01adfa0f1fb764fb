import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContext } from '@apollo/server';
import { SharedReads } from '@club/subgraph-kit';
import type { FormattedExecutionResult } from 'graphql';
import type { GatewayContext } from '../../context';
import { EncodedAnswer } from '../answer-encoding';
import { keptMsOf } from './cache-hints';

/**
 * Root mutation fields that change only the member's own data (session, favourites, enrolments,
 * consents): nothing a visitor sees. Any other mutation — e.g. updateContactData, which may change
 * the member's card in the professionals' directory — drops the shared visitor answers.
 */
export const MEMBER_ONLY_MUTATIONS = new Set(['login', 'logout', 'acceptConditions', 'requestPasswordRecovery', 'addFavourite', 'removeFavourite', 'saveFavouriteCategories', 'startCourse']);

export interface VisitorResponsesOptions {
  /** How long a complete answer is kept (0: shared only while in flight). */
  ttlMs: number;
  /** After ttlMs, how long a kept answer still goes to the visitors who arrive while one of them refreshes it. */
  staleWhileRevalidateMs?: number;
  maxEntries?: number;
}

/**
 * Visitors' queries are member-independent: every visitor has the same (anonymous) viewer, so the
 * same operation with the same variables has the same answer. While one is being executed,
 * identical ones wait for it instead of planning and fetching again — a hundred visitors opening
 * the home cost one execution — and a complete answer (no errors) is kept for `ttlMs`; after that,
 * the visitor who comes first refreshes it while those who arrive meanwhile still get the kept one.
 * Members, partners and operators, requests that carry or clear a session, and mutations are never
 * served from here; a mutation that may change what visitors see drops every kept answer, including
 * executions still in flight (kept-answer-drops.ts). How long an answer is kept is what the
 * subgraphs' cache hints allow, at most `ttlMs`: an answer one of whose fetches carried no `max-age`
 * (or max-age 0) is shared while in flight only. The hints' scope is not read: every visitor is the
 * same anonymous viewer, so even a `private` answer is the same for all of them.
 */
/** A kept answer, with its JSON as Apollo would send it (and its compressed forms), made once. */
interface KeptAnswer {
  result: FormattedExecutionResult;
  body: EncodedAnswer;
  /** How long it is kept: the subgraphs' cache hints, at most `ttlMs` (cache-hints.ts). */
  keepMs: number;
}

/**
 * The request as the kept answers are keyed: the document, the operation's name, the variables. The
 * document is named by a number this process gave its text (`documentNumber`), not by the text:
 * the text was written into every key, so each kept answer sent copied and hashed the whole document
 * (hundreds of bytes to a few KB) where a number does.
 */
export function visitorAnswerKey(source: string, operationName: string | null | undefined, variables: Record<string, unknown> | null | undefined): string {
  return JSON.stringify([documentNumber(source), operationName ?? null, variables ?? {}]);
}

/** Distinct document texts numbered at most: past it the numbering starts over (ad-hoc documents, where accepted, must not grow it without end). */
export const NUMBERED_DOCUMENTS = 10_000;
const documentNumbers = new Map<string, number>();
let lastDocumentNumber = 0;

/**
 * The number of a document's text in this process. A number is never given twice: when the
 * numbering starts over, a text seen before gets a new one and the answers kept under its old
 * number are no longer found (they expire), so a key can never name another document. A persisted
 * document's text is the same string each time, whose hash V8 keeps: the look-up does not read it.
 */
function documentNumber(source: string): number {
  let number = documentNumbers.get(source);
  if (number === undefined) {
    if (documentNumbers.size >= NUMBERED_DOCUMENTS) documentNumbers.clear();
    number = ++lastDocumentNumber;
    documentNumbers.set(source, number);
  }
  return number;
}

export class VisitorResponses {
  private readonly store: SharedReads;
  /** Executions whose answer other visitors are waiting for, with the function that hands it over. */
  private readonly leaders = new WeakMap<object, (answer: KeptAnswer) => void>();

  constructor(private readonly options: VisitorResponsesOptions) {
    this.store = new SharedReads({
      defaultTtlMs: options.ttlMs,
      maxTtlMs: options.ttlMs,
      maxEntries: options.maxEntries ?? 500,
      // A hundred visitors don't queue behind the one whose request refreshes the home every few seconds.
      staleWhileRevalidateMs: options.ttlMs > 0 ? (options.staleWhileRevalidateMs ?? 0) : 0,
    });
  }

  /** Drops every kept answer and the executions in flight (kept-answer-drops.ts). */
  invalidateAll(): void {
    this.store.invalidateAll();
  }

  /** The fresh kept answer's body for a visitor's request, if there is one (the HTTP fast path). */
  keptBody(key: string): EncodedAnswer | undefined {
    return this.store.fresh<KeptAnswer>(key)?.body;
  }

  plugin(): ApolloServerPlugin<GatewayContext> {
    const { store, leaders, options } = this;
    return {
      async requestDidStart() {
        return {
          async responseForOperation(rc) {
            if (!isVisitorQuery(rc)) return null;
            const key = visitorAnswerKey(rc.source!, rc.request.operationName, rc.request.variables);
            let lead = false;
            const answer = store.read<KeptAnswer>(
              key,
              () =>
                new Promise((resolve) => {
                  lead = true;
                  leaders.set(rc, resolve);
                }),
              (kept) => (kept.result.errors?.length ? 0 : kept.keepMs),
            );
            if (lead) return null; // this request executes; willSendResponse hands its answer over
            return { http: { status: undefined, headers: new HeaderMap() }, body: { kind: 'single', singleResult: ownCopyOf((await answer).result) } };
          },

          async willSendResponse(rc) {
            const handOver = leaders.get(rc);
            if (handOver) {
              leaders.delete(rc);
              const body = rc.response.body;
              const result: FormattedExecutionResult = body.kind === 'single' ? structuredClone(body.singleResult) : { errors: [{ message: 'Risposta non condivisibile.' }] };
              handOver({ result, body: new EncodedAnswer(JSON.stringify(result) + '\n'), keepMs: keptMsOf(rc, options.ttlMs) });
            }
          },
        };
      },
    };
  }
}

/**
 * A request's own top level of a shared answer. Apollo serialises the answer without changing it;
 * the plugins after execution only set `extensions` (for ops and partners, never served from here)
 * or reword an error's message: copying those parts is enough, not the whole (tens of KB) answer per
 * request. The shared answer itself is a deep copy taken once, when the executing request hands it over.
 */
function ownCopyOf(answer: FormattedExecutionResult): FormattedExecutionResult {
  return { ...answer, ...(answer.errors ? { errors: answer.errors.map((e) => ({ ...e })) } : {}) };
}

function isVisitorQuery(rc: GraphQLRequestContext<GatewayContext>): boolean {
  const { caller, upstreamToken, session } = rc.contextValue;
  return rc.operation?.operation === 'query' && caller.kind === 'visitor' && upstreamToken === null && !session.set && !session.clear;
}
