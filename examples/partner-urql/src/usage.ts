import { API_KEY_HEADER } from './client';

/** One UTC day of the key's use, as `GET /api/usage` reports it (docs/partner-guide.md 'Your usage'). */
export interface UsageDay {
  day: string;
  requests: number;
  costSpent: number;
  throttled: number;
  errors: Record<string, number>;
}

export interface KeyUsage {
  keyId: string;
  partner: string;
  days: number;
  budgetPerMinute: number;
  budgetLeftThisMinute: number;
  budgetResetAt: string;
  lastUsedAt: string | null;
  total: Omit<UsageDay, 'day'>;
  perDay: UsageDay[];
}

/**
 * The key's own usage over the last `days` days. A plain GET beside the GraphQL endpoint (it is no
 * GraphQL operation, so urql is not needed): `http://host/graphql` → `http://host/api/usage`.
 */
export async function fetchUsage(graphqlUrl: string, apiKey: string, days = 30, send: typeof fetch = globalThis.fetch): Promise<KeyUsage> {
  const url = new URL('/api/usage', graphqlUrl);
  url.searchParams.set('days', String(days));
  const res = await send(url, { headers: { [API_KEY_HEADER]: apiKey } });
  const body = (await res.json()) as KeyUsage & { message?: string };
  if (!res.ok) throw new Error(`HTTP ${res.status}: ${body.message ?? 'usage not available'}`);
  return body;
}

/** One line for a person reading the example's output. */
export function formatUsage(usage: KeyUsage): string {
  const errors = Object.entries(usage.total.errors).map(([code, n]) => `${code} ${n}`).join(', ') || 'none';
  return `usage over ${usage.days} days: ${usage.total.requests} requests · cost spent ${usage.total.costSpent} · ${usage.total.throttled} × 429 · errors ${errors} · budget left this minute ${usage.budgetLeftThisMinute} of ${usage.budgetPerMinute}`;
}
