import type { KeptTrace, KeptTraceSummary } from '@club/wire';
import { EXPLORER_KEY_STORAGE } from './key';

/** How many kept traces the panel lists. */
export const TRACES_LISTED = 50;

/** A GET with the tab's ops key: the JSON body, or the gateway's refusal as a message. */
async function opsGet<T>(path: string, failure: string): Promise<{ body: T | null; error: string | null }> {
  try {
    const res = await fetch(path, { headers: { 'x-api-key': sessionStorage.getItem(EXPLORER_KEY_STORAGE) ?? '' } });
    const body = (await res.json().catch(() => ({}))) as T & { message?: string };
    return res.ok ? { body, error: null } : { body: null, error: body.message ?? `Errore ${res.status}` };
  } catch {
    return { body: null, error: failure };
  }
}

/** The most recent kept traces, of one operation when named (`GET /explorer/traces`). */
export async function loadTraces(operation: string | null): Promise<{ traces: KeptTraceSummary[] | null; error: string | null }> {
  const query = new URLSearchParams({ limit: String(TRACES_LISTED), ...(operation ? { operation } : {}) });
  const { body, error } = await opsGet<{ traces: KeptTraceSummary[] }>(`/explorer/traces?${query}`, 'Impossibile caricare le tracce.');
  return { traces: body?.traces ?? null, error };
}

/** One kept trace with its spans (`GET /explorer/traces/:id`). */
export async function loadTrace(id: string): Promise<{ trace: KeptTrace | null; error: string | null }> {
  const { body, error } = await opsGet<KeptTrace>(`/explorer/traces/${encodeURIComponent(id)}`, 'Impossibile caricare la traccia.');
  return { trace: body, error };
}
