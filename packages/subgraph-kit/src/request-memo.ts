/**
 * Request-scoped deduplication: the first call for a key runs, later calls for the same key in the
 * same GraphQL request get its promise (in flight or settled). Data sources are created per request,
 * so a memo held by one is per request too: several fields needing the member's profile cost one
 * upstream read, while the next request reads afresh. Unlike shared reads, nothing outlives the request.
 */
export class RequestMemo {
  private readonly answers = new Map<string, Promise<unknown>>();

  once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let answer = this.answers.get(key) as Promise<T> | undefined;
    if (!answer) {
      answer = load();
      this.answers.set(key, answer);
      // A failed read is not remembered: a later field of the same request may try again.
      answer.catch(() => {
        if (this.answers.get(key) === answer) this.answers.delete(key);
      });
    }
    return answer;
  }

  /** Forgets every answer (after a write that changes them). */
  clear(): void {
    this.answers.clear();
  }
}
