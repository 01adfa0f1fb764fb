import type { ApolloServerPlugin } from '@apollo/server';
import type { SharedRedis } from '@club/shared-state';
import type { GatewayContext } from '../context';
import { memberIdOf, type MemberResponses } from './plugins/member-responses';
import { MEMBER_ONLY_MUTATIONS, type VisitorResponses } from './plugins/visitor-responses';

/** The channel on which a gateway tells the others which kept answers to drop (`REDIS_URL`): "all", or "member <id>". */
export const KEPT_ANSWERS_DROP_CHANNEL = 'kept-answers:drop';

/**
 * When kept answers go (visitors' and members'): a member's mutation drops every answer kept for
 * that member, in all their sessions, at once — the member sees their own write on the next
 * request; a mutation with a root field outside MEMBER_ONLY_MUTATIONS (by anybody) may change
 * what others see and drops every kept answer, visitors' and members'. Applied here when the
 * mutation's answer is about to leave, so the client's next request finds nothing stale; with a
 * shared Redis the drop is published to every gateway, which applies it on receipt (before the
 * mutation's answer leaves: the publish is awaited, at most Redis's command deadline). A gateway
 * that misses a message (Redis down) still drops its answers within their lifetime (5 s by default).
 */
export class KeptAnswerDrops {
  constructor(
    private readonly visitors: VisitorResponses,
    private readonly members: MemberResponses,
    private readonly shared: SharedRedis | null,
  ) {
    shared?.subscribe(KEPT_ANSWERS_DROP_CHANNEL, (message) => this.apply(message));
  }

  /** Drops here and, with Redis, on every other gateway. */
  async drop(message: 'all' | `member ${string}`): Promise<void> {
    this.apply(message);
    if (this.shared) await this.shared.publish(KEPT_ANSWERS_DROP_CHANNEL, message);
  }

  private apply(message: string): void {
    if (message === 'all') {
      this.visitors.invalidateAll();
      this.members.dropAll();
    } else if (message.startsWith('member ')) {
      this.members.dropMember(message.slice('member '.length));
    }
  }

  plugin(): ApolloServerPlugin<GatewayContext> {
    return {
      requestDidStart: async () => ({
        willSendResponse: async (rc) => {
          if (rc.operation?.operation !== 'mutation') return;
          // __typename (the web client's persisted documents select it on every root) changes nothing.
          const fields = rc.operation.selectionSet.selections.flatMap((s) => (s.kind === 'Field' ? (s.name.value === '__typename' ? [] : [s.name.value]) : ['?']));
          if (fields.some((f) => !MEMBER_ONLY_MUTATIONS.has(f))) return this.drop('all');
          const { caller, upstreamToken } = rc.contextValue;
          if (caller.kind === 'member' && upstreamToken !== null) return this.drop(`member ${memberIdOf(caller.userId, upstreamToken)}`);
        },
      }),
    };
  }
}
