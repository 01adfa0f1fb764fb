import { useId, useState } from 'react';
import { ALL_SCOPES, type PartnerKeyRecord } from '@club/wire';
import { keysRequest, refusal } from './keysApi';
import { KeysTable } from './KeysTable';
import { NewKeyForm } from './NewKeyForm';
import { useKeyList } from './useKeyList';

/** A partner key as `GET /ops/keys` lists it (never the key itself), and the scope that allows every root field: `@club/wire` explorer.ts. */
export { ALL_SCOPES, type PartnerKeyRecord };
export { DEFAULT_NEW_KEY_BUDGET } from './useNewKeyForm';
export { isOpsKey } from './keysApi';

/**
 * The ops page for partner keys (a GraphiQL plugin panel, only in an explorer opened with an ops key):
 * lists the keys, creates one (partner, scopes picked from the schema's root fields, budget per
 * minute; the key is shown once) and revokes one after a confirmation, through `/ops/keys`, which
 * refuses every key but an ops one.
 */
export function KeysPanel() {
  const { keys, listError, rootFields, fieldsError, refresh } = useKeyList();
  const [notice, setNotice] = useState<string | null>(null);
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

  return (
    <section className="explorer-keys" aria-label="Chiavi API dei partner">
      <NewKeyForm ids={ids} rootFields={rootFields} fieldsError={fieldsError} onCreated={created} />

      <h2>Chiavi</h2>
      <p role="status">{notice}</p>
      {listError && <p role="alert">{listError}</p>}
      {keys && keys.length === 0 && <p>Nessuna chiave.</p>}
      {keys && keys.length > 0 && <KeysTable keys={keys} onRevoke={(record) => void revoke(record)} />}
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
