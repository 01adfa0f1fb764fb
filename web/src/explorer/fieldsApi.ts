import type { FieldsView } from '@club/wire';
import { EXPLORER_KEY_STORAGE } from './key';

/** The period the "Campi" panel looks back over (the gateway's default and schema:check's). */
export const FIELDS_PANEL_DAYS = 30;

/** `GET /explorer/fields` with the ops key of this tab: the view, or the gateway's refusal. */
export async function loadFields(days = FIELDS_PANEL_DAYS): Promise<{ view: FieldsView | null; error: string | null }> {
  const key = sessionStorage.getItem(EXPLORER_KEY_STORAGE) ?? '';
  try {
    const res = await fetch(`/explorer/fields?days=${days}`, { headers: { 'x-api-key': key } });
    const body = (await res.json()) as FieldsView & { message?: string };
    return res.ok ? { view: body, error: null } : { view: null, error: body.message ?? `Errore ${res.status}` };
  } catch {
    return { view: null, error: "Impossibile caricare l'uso dei campi." };
  }
}

/** A client label as ops read it: `partner:acme` is the partner acme; `web` the portal's browsers; `ops` the operators. */
export function clientName(client: string): string {
  if (client.startsWith('partner:')) return `partner ${client.slice('partner:'.length)}`;
  if (client === 'web') return 'portale web';
  if (client === 'ops') return 'operatori';
  return client;
}
