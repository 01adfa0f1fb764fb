import { sharedRedisFrom, type SharedRedis } from '@club/shared-state';
import { processLogger } from './logger';

/**
 * The process's connection to the shared Redis (`REDIS_URL`), or null without one (the process keeps
 * its state in memory). Opened once per process by the kit, named after the service (Redis' CLIENT
 * LIST shows it); each loss and return is one log line, saying what the loss costs (`whenDown`).
 */
export function serviceRedis(service: string, url: string | undefined, whenDown: string): SharedRedis | null {
  return sharedRedisFrom(url, {
    name: service,
    onStateChange: (state, detail) =>
      state === 'up' ? processLogger().info({ event: 'redis', state }, 'shared state (Redis) reachable') : processLogger().error({ event: 'redis', state, detail }, `shared state (Redis) unreachable: ${whenDown}`),
  });
}
