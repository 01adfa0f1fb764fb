import type { InstanceLifecycle } from './lifecycle';

/**
 * The health answers of every process, the same shape everywhere (`{ status, service }`):
 * `/health/live` the process answers; `/health/ready` this instance takes traffic (the lifecycle:
 * 503 `draining` once shutdown began; no I/O, a balancer asks it every second); `/health/deps` the
 * ops view of what the process depends on (200 when every check is `ok`, else 503 `degraded` with
 * the `checks` map).
 */
export interface HealthAnswer {
  statusCode: number;
  body: { status: string; service: string; checks?: Record<string, string> };
}

/** One dependency check: `ok`, or what went wrong (`status 503`, `unreachable`). */
export type DependencyCheck = () => Promise<string>;

/** The deadline of each dependency check of `/health/deps` (docs/operations.md 'Deadlines and circuit breakers'). */
export const DEPENDENCY_CHECK_TIMEOUT_MS = 2000;

export const HEALTH_PATHS = { live: '/health/live', ready: '/health/ready', deps: '/health/deps' } as const;

export function liveAnswer(service: string): HealthAnswer {
  return { statusCode: 200, body: { status: 'ok', service } };
}

export function readyAnswer(service: string, lifecycle: InstanceLifecycle): HealthAnswer {
  const { statusCode, body } = lifecycle.readiness();
  return { statusCode, body: { ...body, service } };
}

export async function dependenciesAnswer(service: string, checks: Record<string, DependencyCheck>): Promise<HealthAnswer> {
  const results = await Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await check().catch(() => 'unreachable')] as const));
  const ok = results.every(([, result]) => result === 'ok');
  return { statusCode: ok ? 200 : 503, body: { status: ok ? 'ok' : 'degraded', service, checks: Object.fromEntries(results) } };
}

/** A check of another service's health route: `ok` on a 2xx within DEPENDENCY_CHECK_TIMEOUT_MS. */
export function httpCheck(url: string): DependencyCheck {
  return async () => {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(DEPENDENCY_CHECK_TIMEOUT_MS) });
      await res.body?.cancel();
      return res.ok ? 'ok' : `status ${res.status}`;
    } catch {
      return 'unreachable';
    }
  };
}
