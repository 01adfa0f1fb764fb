import { useId, useState } from 'react';
import { ALL_SCOPES, type PartnerKeyRecord } from '@club/wire';
import { keysRequest, refusal } from './keysApi';
import { KeyEditForm } from './KeyEditForm';
import { KeysTable, type KeyAction } from './KeysTable';
import { NewKey } from './NewKey';
import { NewKeyForm } from './NewKeyForm';
import { useKeyList } from './useKeyList';

/** A partner key as `GET /ops/keys` lists it (never the key itself), and the scope that allows every root field: `@club/wire` explorer.ts. */
export { ALL_SCOPES, type PartnerKeyRecord };
export { DEFAULT_NEW_KEY_BUDGET } from './useNewKeyForm';
export { isOpsKey } from './keysApi';

/**
 * The ops page for partner keys (a GraphiQL plugin panel, only in an explorer opened with an ops key):
 * lists the keys, creates one (partner, scopes picked from the schema's root fields, budget per
 * minute, an optional expiry; the key is shown once), rotates one (the new secret shown once, the old
 * one valid for the gateway's grace) and revokes one, each after a confirmation, changes a live one's
 * budget and expiry (`KeyEditForm`), through `/ops/keys`,
 * which refuses every key but an ops one. Each key shows its use over 30 days and its last use.
 */
export function KeysPanel() {
  const { keys, listError, rootFields, fieldsError, refresh } = useKeyList();
  const [notice, setNotice] = useState<string | null>(null);
  const [rotated, setRotated] = useState<{ partner: string; key: string; oldUntil: string | null } | null>(null);
  const [editing, setEditing] = useState<PartnerKeyRecord | null>(null);
  const ids = useId();

  const created = async () => {
    setNotice(null);
    await refresh();
  };

  const revoke = async (record: PartnerKeyRecord) => {
    try {
      const res = await keysRequest('DELETE', `/ops/keys/${encodeURIComponent(record.id)}`);
      setNotice(res.ok ? `Chiave di ${record.partner} (${record.id}) revocata: le sue richieste ora ricevono 401.` : refusal(res));
      await refresh();
    } catch {
      setNotice('Revoca non riuscita: riprova.');
    }
  };

  const rotate = async (record: PartnerKeyRecord) => {
    try {
      const res = await keysRequest('POST', `/ops/keys/${encodeURIComponent(record.id)}/rotate`);
      if (!res.ok) return void setNotice(refusal(res));
      setNotice(null);
      setRotated({ partner: record.partner, key: String(res.body.key), oldUntil: typeof res.body.previousValidUntil === 'string' ? res.body.previousValidUntil : null });
      await refresh();
    } catch {
      setNotice('Rotazione non riuscita: riprova.');
    }
  };

  const act = (record: PartnerKeyRecord, action: KeyAction) => {
    setEditing(null);
    void (action === 'rotate' ? rotate(record) : revoke(record));
  };

  /** Closes the edit; the keyboard goes back to the row's 'Modifica' rather than to the page's start. */
  const closeEdit = (id: string) => {
    setEditing(null);
    document.querySelector<HTMLButtonElement>(`tr[data-key-id="${id}"] .explorer-keys__edit-button`)?.focus();
  };

  const edited = async (updated: PartnerKeyRecord) => {
    closeEdit(updated.id);
    const until = updated.expiresAt ? `scade il ${new Date(updated.expiresAt).toLocaleString('it-IT', { dateStyle: 'short', timeStyle: 'short' })}` : 'non scade';
    setNotice(`Chiave di ${updated.partner} (${updated.id}) aggiornata: budget ${updated.budgetPerMinute.toLocaleString('it-IT')} al minuto, ${until}.`);
    await refresh();
  };

  return (
    <section className="explorer-keys" aria-label="Chiavi API dei partner">
      <NewKeyForm ids={ids} rootFields={rootFields} fieldsError={fieldsError} onCreated={created} />

      <h2>Chiavi</h2>
      <p role="status">{notice}</p>
      {listError && <p role="alert">{listError}</p>}
      {keys && keys.length === 0 && <p>Nessuna chiave.</p>}
      {rotated && (
        <NewKey
          partner={rotated.partner}
          keyValue={rotated.key}
          onDone={() => setRotated(null)}
          heading={`Chiave ruotata per ${rotated.partner}`}
          note={rotated.oldUntil ? `La chiave precedente resta valida fino al ${new Date(rotated.oldUntil).toLocaleString('it-IT', { dateStyle: 'short', timeStyle: 'short' })}, poi riceve 401.` : undefined}
        />
      )}
      {keys && keys.length > 0 && (
        <KeysTable
          keys={keys}
          onAction={act}
          onEdit={(record) => {
            setNotice(null);
            setEditing(record);
          }}
        />
      )}
      {/* Keyed by the key: another row's 'Modifica' starts from that key's values. */}
      {editing && <KeyEditForm key={editing.id} record={editing} onSaved={edited} onCancel={() => closeEdit(editing.id)} />}
    </section>
  );
}

function KeysIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
      <circle cx="8" cy="15" r="4" />
      <path d="M11 12l9-9M17 6l3 3M15 8l2 2" />
    </svg>
  );
}

/** GraphiQL plugin: "Chiavi partner" (added only when the explorer was opened with an ops key). */
export const KEYS_PLUGIN = { title: 'Chiavi partner', icon: KeysIcon, content: KeysPanel };
