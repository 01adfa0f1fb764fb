import type { OperationRange, OperationsView } from '@club/wire';
import { EXPLORER_KEY_STORAGE } from './key';

/** What the operations view asks the gateway: a named range or a custom one, and the filters. */
export interface OperationsQuery {
  range: OperationRange | 'custom';
  /** The custom range, as `<input type="datetime-local">` values (local time). */
  from: string;
  to: string;
  client: string;
  operation: string;
  status: '' | 'ok' | 'error';
  minCost: string;
}

export const INITIAL_QUERY: OperationsQuery = { range: '1h', from: '', to: '', client: '', operation: '', status: '', minCost: '' };

/** The query string of `/explorer/operations` for a query; null while a custom range is incomplete. */
export function operationsSearch(q: OperationsQuery): string | null {
  const params = new URLSearchParams();
  if (q.range === 'custom') {
    if (!q.from || !q.to) return null;
    params.set('from', new Date(q.from).toISOString());
    params.set('to', new Date(q.to).toISOString());
  } else params.set('range', q.range);
  if (q.client) params.set('client', q.client);
  if (q.operation.trim()) params.set('operation', q.operation.trim());
  if (q.status) params.set('status', q.status);
  if (q.minCost.trim()) params.set('minCost', q.minCost.trim());
  return params.toString();
}

/** The operations view, with the ops key of this tab. */
export async function loadOperations(search: string): Promise<{ view: OperationsView | null; error: string | null }> {
  const key = sessionStorage.getItem(EXPLORER_KEY_STORAGE) ?? '';
  try {
    const res = await fetch(`/explorer/operations?${search}`, { headers: { 'x-api-key': key } });
    const body = (await res.json()) as OperationsView & { message?: string };
    return res.ok ? { view: body, error: null } : { view: null, error: body.message ?? `Errore ${res.status}` };
  } catch {
    return { view: null, error: 'Impossibile caricare le operazioni.' };
  }
}
