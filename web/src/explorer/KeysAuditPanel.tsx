import type { KeyAuditEntry } from '@club/wire';
import { useCallback, useEffect, useState } from 'react';
import { keysRequest, refusal } from './keysApi';

const ACTIONS: Record<KeyAuditEntry['action'], string> = { create: 'Creazione', revoke: 'Revoca', rotate: 'Rotazione', update: 'Modifica' };

/** The audit's column names (the keys table's) in the operators' words. */
const FIELDS: Record<string, string> = {
  partner: 'partner',
  scopes: 'ambiti',
  budget_per_minute: 'budget al minuto',
  expires_at: 'scadenza',
  revoked_at: 'revocata',
  previous_valid_until: 'chiave precedente valida fino a',
  created_at: 'creata',
};

const dateTime = (iso: string) => new Date(iso).toLocaleString('it-IT', { dateStyle: 'short', timeStyle: 'medium' });
/** A value as the operator reads it: dates (the database's JSON timestamps) in local time, lists joined. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return dateTime(value);
  return String(value);
}

/** What a change changed: each field whose value differs, before → after (a creation: the new key's fields). */
export function changeOf(entry: KeyAuditEntry): string {
  const after = entry.after ?? {};
  if (!entry.before) return ['partner', 'scopes', 'budget_per_minute', 'expires_at'].map((f) => `${FIELDS[f]}: ${shown(after[f])}`).join('; ');
  const before = entry.before;
  const changed = Object.keys(FIELDS).filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]));
  const lines = changed.map((f) => `${FIELDS[f]}: ${shown(before[f])} → ${shown(after[f])}`);
  // A rotation changes the secret, which the audit never holds: said in words.
  if (entry.action === 'rotate') lines.unshift('nuovo segreto');
  return lines.join('; ') || 'nessuna';
}

/** The audit as `GET /ops/audit` reads it, or the refusal. */
async function loadAudit(): Promise<{ entries: KeyAuditEntry[] | null; error: string | null }> {
  try {
    const res = await keysRequest('GET', '/ops/audit');
    return res.ok ? { entries: res.body.entries as KeyAuditEntry[], error: null } : { entries: null, error: refusal(res) };
  } catch {
    return { entries: null, error: 'Impossibile caricare il registro.' };
  }
}

/**
 * Who did what to partner keys (`GET /ops/audit`, newest first): when, who (the ops key's owner, or
 * the CLI with the OS user), from where, what, on which key, and the fields it changed. Read-only: the
 * gateway offers no way to change it.
 */
export function KeysAuditPanel() {
  const [entries, setEntries] = useState<KeyAuditEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const show = useCallback((result: { entries: KeyAuditEntry[] | null; error: string | null }) => {
    if (result.entries) setEntries(result.entries);
    setError(result.error);
  }, []);
  useEffect(() => {
    let live = true;
    void loadAudit().then((result) => live && show(result));
    return () => {
      live = false;
    };
  }, [show]);
  const load = async () => show(await loadAudit());

  return (
    <section className="explorer-keys" aria-label="Registro delle modifiche alle chiavi">
      <h2>Registro delle chiavi</h2>
      <button type="button" className="graphiql-button" onClick={() => void load()}>
        Aggiorna
      </button>
      {error && <p role="alert">{error}</p>}
      {entries && entries.length === 0 && <p>Nessuna modifica registrata.</p>}
      {entries && entries.length > 0 && (
        <div className="explorer-keys__scroll" tabIndex={0} role="region" aria-label="Tabella del registro">
          <table className="explorer-ops__table" aria-label="Modifiche alle chiavi dei partner">
            <thead>
              <tr>
                <th scope="col">Quando</th>
                <th scope="col">Chi</th>
                <th scope="col">Da dove</th>
                <th scope="col">Azione</th>
                <th scope="col">Chiave</th>
                <th scope="col">Cosa</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <th scope="row">{dateTime(e.at)}</th>
                  <td>{e.who}</td>
                  <td>{e.from ?? '—'}</td>
                  <td>{ACTIONS[e.action]}</td>
                  <td>{e.keyId}</td>
                  <td>{changeOf(e)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function AuditIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M6 3h9l3 3v15H6z" />
      <path d="M9 9h6M9 13h6M9 17h4" />
    </svg>
  );
}

/** GraphiQL plugin: "Registro chiavi" (added only when the explorer was opened with an ops key). */
export const KEYS_AUDIT_PLUGIN = { title: 'Registro chiavi', icon: AuditIcon, content: KeysAuditPanel };
