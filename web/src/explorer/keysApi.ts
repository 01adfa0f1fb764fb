import type { PartnerKeyRecord } from '@club/wire';
import { EXPLORER_KEY_STORAGE } from './key';

/** The ops key of this tab (the one the explorer was opened with). */
const opsKey = () => sessionStorage.getItem(EXPLORER_KEY_STORAGE) ?? '';

/** A request to `/ops/keys` (or `/ops/audit`) with the tab's ops key: its status and JSON body (`{}` when it has none). */
export async function keysRequest(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<{ ok: boolean; status: number; body: Record<string, unknown> }> {
  const res = await fetch(path, {
    method,
    headers: { 'x-api-key': opsKey(), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const parsed = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: res.ok, status: res.status, body: parsed };
}

/** The gateway's reason for a refused request, or its status. */
export const refusal = (res: { status: number; body: Record<string, unknown> }) => (typeof res.body.message === 'string' ? res.body.message : `Errore ${res.status}`);

/** The keys as `GET /ops/keys` lists them, or the refusal. */
export async function loadKeys(): Promise<{ keys: PartnerKeyRecord[] | null; error: string | null }> {
  try {
    const res = await keysRequest('GET', '/ops/keys');
    return res.ok ? { keys: res.body.keys as PartnerKeyRecord[], error: null } : { keys: null, error: refusal(res) };
  } catch {
    return { keys: null, error: 'Impossibile caricare le chiavi.' };
  }
}

/** The root fields of the public schema (Query, then Mutation): what a key's scopes are picked from. */
export async function loadRootFields(): Promise<string[]> {
  const res = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': opsKey() },
    body: JSON.stringify({ query: '{ __schema { queryType { fields { name } } mutationType { fields { name } } } }' }),
  });
  const body = (await res.json()) as { data?: { __schema: { queryType: { fields: { name: string }[] }; mutationType: { fields: { name: string }[] } | null } } };
  const schema = body.data?.__schema;
  if (!schema) throw new Error('schema');
  return [...schema.queryType.fields, ...(schema.mutationType?.fields ?? [])].map((f) => f.name);
}

/**
 * Whether the explorer's key is an ops key: `/ops/keys` answers it (partners get 403, unknown or
 * stored partner keys 401). The panel is hidden otherwise; the endpoints refuse them anyway.
 */
export async function isOpsKey(apiKey: string): Promise<boolean> {
  if (!apiKey) return false;
  try {
    return (await fetch('/ops/keys', { method: 'HEAD', headers: { 'x-api-key': apiKey } })).ok;
  } catch {
    return false;
  }
}
