import { Redis } from 'ioredis';

/**
 * How long one Redis command may take before it fails. Shared state is consulted on the request
 * path (a login, a partner's operation), so an unreachable or frozen Redis must cost a request at
 * most this, and then each caller falls back to its own process's counters (docs/operations.md
 * 'Where state lives'). Loopback or same-zone Redis answers in well under a millisecond.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/** Bound of the first connection at start: past it the service starts anyway and keeps reconnecting. */
export const REDIS_CONNECT_TIMEOUT_MS = 2000;

/** Prefix of every key and channel, so one Redis can serve other tenants or environments side by side. */
export const KEY_PREFIX = 'club:';

export interface SharedRedisOptions {
  /** Who connects (`gateway`, `crm`): Redis' CLIENT LIST shows it, logs name it. */
  name: string;
  /** Told each time the connection is lost or comes back (not on every failed command). */
  onStateChange?: (state: 'up' | 'down', detail?: string) => void;
}

/**
 * A connection to the shared Redis (`REDIS_URL`) set up to fail fast, never to hang: commands
 * issued while it is down fail at once instead of queueing (`enableOfflineQueue: false`), a command
 * gets REDIS_COMMAND_TIMEOUT_MS, and the client reconnects in the background with a capped back-off.
 */
export class SharedRedis {
  readonly client: Redis;
  private subscriber: Redis | null = null;
  private readonly channelHandlers = new Map<string, (message: string) => void>();
  private readonly subscribedChannels = new Set<string>();
  private lastState: 'up' | 'down' | null = null;

  constructor(
    private readonly url: string,
    private readonly options: SharedRedisOptions,
  ) {
    this.client = this.connect(options.name);
  }

  /** Whether commands can be sent now. */
  get isReady(): boolean {
    return this.client.status === 'ready';
  }

  /** Waits for the first connection, at most REDIS_CONNECT_TIMEOUT_MS; false when it did not come (the service starts degraded). */
  async waitUntilReady(timeoutMs = REDIS_CONNECT_TIMEOUT_MS): Promise<boolean> {
    if (this.isReady) return true;
    return new Promise<boolean>((resolve) => {
      const done = (ready: boolean) => {
        clearTimeout(timer);
        this.client.off('ready', onReady);
        resolve(ready);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      this.client.on('ready', onReady);
    });
  }

  /** Publishes a message to every instance subscribed to the channel (prefixed); a failure is reported, never thrown. */
  async publish(channel: string, message: string): Promise<boolean> {
    try {
      await this.client.publish(KEY_PREFIX + channel, message);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Calls `handler` with each message published on the channel by any instance (this one included).
   * Uses a second connection, as Redis requires of a subscriber; it resubscribes after a reconnection.
   */
  subscribe(channel: string, handler: (message: string) => void): void {
    this.channelHandlers.set(KEY_PREFIX + channel, handler);
    if (!this.subscriber) {
      this.subscriber = this.connect(`${this.options.name}-subscriber`, false);
      this.subscriber.on('message', (ch: string, message: string) => this.channelHandlers.get(ch)?.(message));
      this.subscriber.on('ready', () => void this.subscribeAll());
      this.subscriber.on('close', () => this.subscribedChannels.clear());
    } else if (this.subscriber.status === 'ready') {
      void this.subscribeAll();
    }
  }

  /** Waits until every channel asked so far is subscribed, at most `timeoutMs`; false when it was not. */
  async waitUntilSubscribed(timeoutMs = REDIS_CONNECT_TIMEOUT_MS): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if ([...this.channelHandlers.keys()].every((ch) => this.subscribedChannels.has(ch))) return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  }

  private async subscribeAll(): Promise<void> {
    const channels = [...this.channelHandlers.keys()];
    try {
      await this.subscriber?.subscribe(...channels);
      for (const ch of channels) this.subscribedChannels.add(ch);
    } catch {
      // Retried on the next 'ready' (after a reconnection).
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.client, this.subscriber].filter((c): c is Redis => c !== null).map((c) => c.quit().catch(() => c.disconnect())));
  }

  private connect(connectionName: string, reportState = true): Redis {
    const client = new Redis(this.url, {
      connectionName,
      enableOfflineQueue: false,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
      maxRetriesPerRequest: 0,
      // Reconnect for ever, at most every 2 s: the service keeps working on its own counters meanwhile.
      retryStrategy: (times) => Math.min(100 * 2 ** Math.min(times, 5), 2000),
    });
    // Without a listener ioredis prints every failed reconnection; the state changes are what matter.
    client.on('error', (err: Error) => {
      if (reportState) this.report('down', err.message);
    });
    if (reportState) {
      client.on('ready', () => this.report('up'));
      client.on('end', () => this.report('down', 'closed'));
    }
    return client;
  }

  private report(state: 'up' | 'down', detail?: string): void {
    if (state === this.lastState) return;
    this.lastState = state;
    this.options.onStateChange?.(state, detail);
  }
}

/** The shared Redis when `REDIS_URL` is set, else null (one process keeps its state in memory). */
export function sharedRedisFrom(url: string | undefined, options: SharedRedisOptions): SharedRedis | null {
  return url ? new SharedRedis(url, options) : null;
}
