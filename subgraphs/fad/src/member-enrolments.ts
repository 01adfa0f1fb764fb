import type { CourseMemberFields } from '@club/contracts';
import type { SharedRedis } from '@club/shared-state';
import { MemberItems, type MemberItemsOptions } from '@club/subgraph-kit';

/** The channel on which a fad instance tells the others whose kept enrolments to drop (`REDIS_URL`): a member id. */
export const ENROLMENTS_DROP_CHANNEL = 'fad:enrolments:drop';

/**
 * The members' enrolment fields of the course cards they were shown, kept per member for a few
 * seconds: the member's part of a catalogue page, beside its shared part (FadApi `searchCourses`).
 * One store per fad instance. A member's course start drops their kept enrolments at once, on this
 * instance and, with a shared Redis, on every other one: the drop is published before the start
 * answers, so the member's next page shows the course started whichever instance serves it. An
 * instance that misses the message (Redis down) keeps the old fields at most their lifetime.
 */
export class MemberEnrolments {
  readonly items: MemberItems<CourseMemberFields>;

  constructor(
    options: MemberItemsOptions,
    private readonly shared: SharedRedis | null = null,
  ) {
    this.items = new MemberItems(options);
    shared?.subscribe(ENROLMENTS_DROP_CHANNEL, (member) => this.items.dropMember(member));
  }

  read(member: string, ids: readonly string[], load: (missing: string[]) => Promise<Map<string, CourseMemberFields>>): Promise<Map<string, CourseMemberFields>> {
    return this.items.read(member, ids, load);
  }

  /** Drops the member's kept enrolments here and, with Redis, on every other instance. */
  async dropMember(member: string): Promise<void> {
    this.items.dropMember(member);
    if (this.shared) await this.shared.publish(ENROLMENTS_DROP_CHANNEL, member);
  }
}
