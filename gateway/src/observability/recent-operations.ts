import type { OperationEntry } from '@club/wire';

/** One answered operation, as the operations view lists it (`@club/wire` explorer.ts). */
export type { OperationEntry };

/**
 * The gateway's last operations in memory (a ring of `capacity`, 5000 by default), for the ops
 * operations view's "latest operations" list: this process's only, gone at restart. The figures
 * (percentiles, rates, errors) come from the fleet's usage (usage/), not from here.
 */
export class RecentOperations {
  private readonly ring: OperationEntry[] = [];
  private next = 0;

  constructor(private readonly capacity = 5000) {}

  add(entry: OperationEntry): void {
    if (this.ring.length < this.capacity) this.ring.push(entry);
    else this.ring[this.next] = entry;
    this.next = (this.next + 1) % this.capacity;
  }

  /** The most recent operations first. */
  recent(limit: number): OperationEntry[] {
    return [...this.ring].sort((a, b) => b.at - a.at).slice(0, limit);
  }
}
