import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContext } from '@apollo/server';
import { LRUCache } from 'lru-cache';
import type { FormattedExecutionResult } from 'graphql';
import { sessionKey } from '../../callers/session-cookie';
import type { GatewayContext } from '../../context';
import { EncodedAnswer } from '../answer-encoding';
import { keptMsOf } from './cache-hints';
import { visitorAnswerKey } from './visitor-responses';

export interface MemberResponsesOptions {
  /** The longest a member's answer is kept (MEMBER_RESPONSE_MAX_TTL_MS; 0: never kept); the subgraphs' cache hints may say less. */
  maxTtlMs: number;
  /** Kept answers in all (least recently used dropped first). */
  maxEntries: number;
  /** Kept answers of one member, all their sessions together (the oldest dropped first). */
  maxPerMember: number;
  /** Bytes of kept answers (their JSON and keys) in all: a few thousand members' pages stay within a small part of the heap. */
  maxBytes?: number;
}

/** Default bound of the members' kept answers' bytes (the gateway's heap is 192 MB: scripts/stack.mjs). */
export const MEMBER_RESPONSES_MAX_BYTES = 32 * 1024 * 1024;

interface KeptMemberAnswer {
  body: EncodedAnswer;
  freshUntil: number;
  /** Whose it is (memberIdOf): what a drop of that member's answers looks for. */
  member: string;
}

/**
 * Who a member is for dropping their answers: their user id (every session of theirs), else the
 * session itself, hashed (it may be published to the other gateways: the token never is).
 */
export function memberIdOf(userId: string | null, token: string): string {
  return userId !== null ? `user:${userId}` : `session:${sessionKey(token)}`;
}

/**
 * Members' kept answers, scoped to the session: a member's complete query answer (no errors) is
 * kept for the lifetime the subgraphs' cache hints give it (at most `maxTtlMs`), under the session's
 * upstream token and the request's document, operation and variables, and served only to a request
 * carrying the same session cookie — never to another session of the same member, another member,
 * a visitor or a key (the HTTP fast path looks here only for a request with a session cookie and
 * no API key; Apollo's path only for a member's context). An answer that sets or clears the
 * session, a mutation's, one with errors and one whose fetches were not all hinted cacheable are
 * not kept. Drops (kept-answer-drops.ts): a member's mutation drops every answer of that member, a
 * mutation that may change what others see drops every answer.
 */
export class MemberResponses {
  private readonly answers: LRUCache<string, KeptMemberAnswer>;
  /** Each member's kept answers' keys, oldest first. */
  private readonly byMember = new Map<string, Set<string>>();
  /**
   * Bumped by every drop, for all and per member: an execution that started before a drop must not
   * keep its (maybe stale) answer. Per member in a bounded map of counters taken from one sequence:
   * a counter evicted and set again never comes back to a value an execution started with.
   */
  private generation = 0;
  private sequence = 0;
  private readonly memberGenerations = new LRUCache<string, number>({ max: 50_000 });

  constructor(private readonly options: MemberResponsesOptions) {
    this.answers = new LRUCache<string, KeptMemberAnswer>({
      max: options.maxEntries,
      maxSize: options.maxBytes ?? MEMBER_RESPONSES_MAX_BYTES,
      // UTF-16 in memory: two bytes a character, the key (token, document, variables) and the JSON.
      sizeCalculation: (answer, key) => 2 * (key.length + answer.body.json.length),
      dispose: (answer, key) => {
        const keys = this.byMember.get(answer.member);
        keys?.delete(key);
        if (keys?.size === 0) this.byMember.delete(answer.member);
      },
    });
  }

  get enabled(): boolean {
    return this.options.maxTtlMs > 0;
  }

  get size(): number {
    return this.answers.size;
  }

  /** The fresh kept answer of this session for this request, if there is one. */
  keptBody(token: string, answerKey: string): EncodedAnswer | undefined {
    const kept = this.answers.get(scopedKey(token, answerKey));
    return kept && kept.freshUntil > Date.now() ? kept.body : undefined;
  }

  /** Drops every kept answer of one member (memberIdOf), in all their sessions. */
  dropMember(member: string): void {
    this.memberGenerations.set(member, ++this.sequence);
    const keys = this.byMember.get(member);
    if (!keys) return;
    for (const key of [...keys]) this.answers.delete(key);
    this.byMember.delete(member);
  }

  dropAll(): void {
    this.generation += 1;
    this.answers.clear();
    this.byMember.clear();
  }

  private keep(member: string, key: string, body: EncodedAnswer, ttlMs: number): void {
    // Set first: replacing an answer disposes of the old one, which takes its key out of the member's set.
    this.answers.set(key, { body, freshUntil: Date.now() + ttlMs, member }, { ttl: ttlMs });
    // Not stored when larger than the whole bound.
    if (!this.answers.has(key)) return;
    let keys = this.byMember.get(member);
    if (!keys) this.byMember.set(member, (keys = new Set()));
    keys.add(key);
    // One member's many pages don't crowd out everybody else's.
    while (keys.size > this.options.maxPerMember) {
      const oldest = keys.values().next().value!;
      keys.delete(oldest);
      this.answers.delete(oldest);
    }
  }

  plugin(): ApolloServerPlugin<GatewayContext> {
    return {
      requestDidStart: async () => {
        /** The drops' counters when this request started (a member's query only). */
        let startedIn: { all: number; member: number } | null = null;
        return {
          responseForOperation: async (rc) => {
            const scope = memberQueryScope(rc);
            if (!scope || !this.enabled) return null;
            startedIn = { all: this.generation, member: this.memberGenerations.get(scope.member) ?? 0 };
            // Reached when the HTTP fast path did not answer (tracing on, a request it leaves to Express).
            const kept = this.keptBody(scope.token, visitorAnswerKey(rc.source!, rc.request.operationName, rc.request.variables));
            if (!kept) return null;
            return { http: { status: undefined, headers: new HeaderMap() }, body: { kind: 'single', singleResult: JSON.parse(kept.json) as FormattedExecutionResult } };
          },

          willSendResponse: async (rc) => {
            const scope = memberQueryScope(rc);
            if (!scope || !startedIn) return;
            const body = rc.response.body;
            if (body.kind !== 'single' || body.singleResult.errors?.length) return;
            const ttlMs = keptMsOf(rc, this.options.maxTtlMs);
            if (ttlMs <= 0) return;
            // A drop while this executed (the member's own mutation, or one that changes what everybody sees): not kept.
            if (startedIn.all !== this.generation || startedIn.member !== (this.memberGenerations.get(scope.member) ?? 0)) return;
            const key = scopedKey(scope.token, visitorAnswerKey(rc.source!, rc.request.operationName, rc.request.variables));
            // The JSON as Apollo sends it (its serialisation adds the newline).
            this.keep(scope.member, key, new EncodedAnswer(JSON.stringify(body.singleResult) + '\n'), ttlMs);
          },
        };
      },
    };
  }
}

function scopedKey(token: string, answerKey: string): string {
  return `${token}\u0000${answerKey}`;
}

/** A member's query that may be kept or served: its session's token and whose it is; null for anything else. */
function memberQueryScope(rc: GraphQLRequestContext<GatewayContext>): { token: string; member: string } | null {
  const { caller, upstreamToken, session } = rc.contextValue;
  if (rc.operation?.operation !== 'query' || caller.kind !== 'member' || upstreamToken === null || session.set || session.clear || rc.source === undefined) return null;
  return { token: upstreamToken, member: memberIdOf(caller.userId, upstreamToken) };
}
