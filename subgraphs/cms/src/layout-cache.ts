/**
 * A small shared cache for the CMS layout answers (navigation, top bar, banners, footer, categories,
 * topics). Those answers are the same for every viewer — policy filters them afterwards — so one
 * copy serves all requests for a few seconds instead of four upstream calls per page view.
 * It satisfies the KeyValueCache interface RESTDataSource takes; the oldest entry goes first when full.
 */
export class LayoutCache {
  private readonly entries = new Map<string, { value: string; expiresAt: number }>();

  constructor(private readonly maxEntries = 200) {}

  async get(key: string): Promise<string | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  async set(key: string, value: string, options?: { ttl?: number | null }): Promise<void> {
    const ttlSeconds = options?.ttl ?? 0;
    if (ttlSeconds <= 0) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expiresAt: Date.now() + ttlSeconds * 1000 });
  }

  async delete(key: string): Promise<boolean> {
    return this.entries.delete(key);
  }
}
