import { LRUCache } from 'lru-cache';

/**
 * A member's own part of a shared read, kept per member for a few seconds: the enrolment fields of
 * the course cards a member pages through, for example. The member-independent part of such a read
 * (the catalogue page's cards and total) goes through the shared reads (shared-reads.ts) and is the
 * same for every caller; only the member's part is asked per member, for the items not already
 * known, in one batched call — so a member paging through the catalogue costs the shared page plus
 * at most one small personal call, not one personal search per page.
 *
 * Safety: entries live under the member they were loaded for (the gateway-signed viewer's id) and
 * are only ever read back for that member. A write of the member drops the member's entries at once,
 * and a load that started before any drop does not store its (maybe stale) answer; changes made
 * elsewhere (progress at the course provider) are seen within the lifetime.
 */
export interface MemberItemsOptions {
  /** How long an item stays fresh (0: nothing is kept, every read asks). */
  ttlMs: number;
  /** Members with kept items, least recently used dropped first. */
  maxMembers: number;
}

interface Kept<T> {
  value: T;
  freshUntil: number;
}

export class MemberItems<T> {
  private readonly members: LRUCache<string, Map<string, Kept<T>>>;
  /** Bumped by every drop: a load that started before it must not store what it read. */
  private generation = 0;

  constructor(readonly options: MemberItemsOptions) {
    this.members = new LRUCache({ max: Math.max(1, options.maxMembers) });
  }

  /**
   * The member's items for `ids`: the fresh kept ones, and the others from one `load` of just the
   * missing ids (whose answer is kept). An id `load` does not answer is absent from the result.
   */
  async read(member: string, ids: readonly string[], load: (missing: string[]) => Promise<Map<string, T>>): Promise<Map<string, T>> {
    const now = Date.now();
    const kept = this.members.get(member);
    const found = new Map<string, T>();
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      const item = kept?.get(id);
      if (item && item.freshUntil > now) found.set(id, item.value);
      else missing.push(id);
    }
    if (!missing.length) return found;
    const startedIn = this.generation;
    const loaded = await load(missing);
    if (this.options.ttlMs > 0 && startedIn === this.generation) {
      const items = this.members.get(member) ?? new Map<string, Kept<T>>();
      const freshUntil = Date.now() + this.options.ttlMs;
      for (const [id, value] of loaded) items.set(id, { value, freshUntil });
      this.members.set(member, items);
    }
    for (const [id, value] of loaded) found.set(id, value);
    return found;
  }

  /** Forgets the member's items (their write may have changed them), and stops loads in flight from keeping theirs. */
  dropMember(member: string): void {
    this.generation += 1;
    this.members.delete(member);
  }

  /** Forgets every member's items. */
  dropAll(): void {
    this.generation += 1;
    this.members.clear();
  }
}
