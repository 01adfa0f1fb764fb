import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ALL_SCOPES, type PartnerKeyRecord } from '@club/wire';
import { EXPLORER_KEY_STORAGE } from './key';

/** A partner key as `GET /ops/keys` lists it (never the key itself), and the scope that allows every root field: `@club/wire` explorer.ts. */
export { ALL_SCOPES, type PartnerKeyRecord };
/** The budget the form starts from (cost per minute; the gateway's default for configured keys is 50 000). */
export const DEFAULT_NEW_KEY_BUDGET = 5000;

/** The ops key of this tab (the one the explorer was opened with). */
const opsKey = () => sessionStorage.getItem(EXPLORER_KEY_STORAGE) ?? '';

async function keysRequest(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<{ ok: boolean; status: number; body: Record<string, unknown> }> {
  const res = await fetch(path, {
    method,
    headers: { 'x-api-key': opsKey(), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const parsed = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: res.ok, status: res.status, body: parsed };
}

const refusal = (res: { status: number; body: Record<string, unknown> }) => (typeof res.body.message === 'string' ? res.body.message : `Errore ${res.status}`);

/** The keys as `GET /ops/keys` lists them, or the refusal. */
async function loadKeys(): Promise<{ keys: PartnerKeyRecord[] | null; error: string | null }> {
  try {
    const res = await keysRequest('GET', '/ops/keys');
    return res.ok ? { keys: res.body.keys as PartnerKeyRecord[], error: null } : { keys: null, error: refusal(res) };
  } catch {
    return { keys: null, error: 'Impossibile caricare le chiavi.' };
  }
}

/** The root fields of the public schema (Query, then Mutation): what a key's scopes are picked from. */
async function loadRootFields(): Promise<string[]> {
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

const dateTime = (iso: string) => new Date(iso).toLocaleString('it-IT', { dateStyle: 'short', timeStyle: 'short' });

/** The new key, shown this once, with a copy button. */
function NewKey({ partner, keyValue, onDone }: { partner: string; keyValue: string; onDone: () => void }) {
  const [copied, setCopied] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(keyValue);
      setCopied('Chiave copiata negli appunti.');
    } catch {
      setCopied('Copia non riuscita: seleziona la chiave e copiala a mano.');
    }
  };
  return (
    <div className="explorer-keys__new" role="group" aria-labelledby="explorer-keys-new-heading">
      <h3 id="explorer-keys-new-heading" tabIndex={-1} ref={headingRef}>
        Nuova chiave per {partner}
      </h3>
      <p>La chiave viene mostrata solo ora: copiala e consegnala al partner in modo sicuro.</p>
      <code className="explorer-keys__secret" data-testid="explorer-new-key">
        {keyValue}
      </code>
      <div className="explorer-keys__actions">
        <button type="button" className="graphiql-button" onClick={() => void copy()}>
          Copia la chiave
        </button>
        <button type="button" className="graphiql-button" onClick={onDone}>
          Fatto, nascondi la chiave
        </button>
      </div>
      <p role="status">{copied}</p>
    </div>
  );
}

/**
 * The ops page for partner keys (a GraphiQL plugin panel, only in an explorer opened with an ops key):
 * lists the keys, creates one (partner, scopes picked from the schema's root fields, budget per
 * minute; the key is shown once) and revokes one after a confirmation, through `/ops/keys`, which
 * refuses every key but an ops one.
 */
export function KeysPanel() {
  const [keys, setKeys] = useState<PartnerKeyRecord[] | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [rootFields, setRootFields] = useState<string[] | null>(null);
  const [fieldsError, setFieldsError] = useState<string | null>(null);
  const [partner, setPartner] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [filter, setFilter] = useState('');
  const [budget, setBudget] = useState(String(DEFAULT_NEW_KEY_BUDGET));
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ partner: string; key: string } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const ids = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);

  const showList = useCallback((result: { keys: PartnerKeyRecord[] | null; error: string | null }) => {
    if (result.keys) setKeys(result.keys);
    setListError(result.error);
  }, []);
  const refresh = useCallback(async () => showList(await loadKeys()), [showList]);

  useEffect(() => {
    let live = true;
    void loadKeys().then((result) => live && showList(result));
    loadRootFields().then(
      (fields) => live && setRootFields(fields),
      () => live && setFieldsError('Impossibile leggere i campi radice dello schema.'),
    );
    return () => {
      live = false;
    };
  }, [showList]);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const toggle = (scope: string, on: boolean) => setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const problems: string[] = [];
    const budgetPerMinute = Number(budget);
    if (partner.trim() === '') problems.push('Indica il nome del partner.');
    if (scopes.length === 0) problems.push('Scegli almeno un ambito.');
    if (!Number.isSafeInteger(budgetPerMinute) || budgetPerMinute <= 0) problems.push('Il budget al minuto deve essere un numero intero positivo.');
    setFormErrors(problems);
    if (problems.length > 0) return;
    setBusy(true);
    try {
      const res = await keysRequest('POST', '/ops/keys', { partner: partner.trim(), scopes: scopes.includes(ALL_SCOPES) ? [ALL_SCOPES] : scopes, budgetPerMinute });
      if (!res.ok) return void setFormErrors(Array.isArray(res.body.problems) ? (res.body.problems as string[]) : [refusal(res)]);
      setCreated({ partner: String(res.body.partner), key: String(res.body.key) });
      setNotice(null);
      setPartner('');
      setScopes([]);
      setBudget(String(DEFAULT_NEW_KEY_BUDGET));
      await refresh();
    } catch {
      setFormErrors(['Creazione non riuscita: riprova.']);
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (record: PartnerKeyRecord) => {
    setConfirming(null);
    try {
      const res = await keysRequest('DELETE', `/ops/keys/${encodeURIComponent(record.id)}`);
      setNotice(res.ok ? `Chiave di ${record.partner} (${record.id}) revocata: le sue richieste ora ricevono 401.` : refusal(res));
      await refresh();
    } catch {
      setNotice('Revoca non riuscita: riprova.');
    }
  };

  const allScopes = scopes.includes(ALL_SCOPES);
  const shownFields = (rootFields ?? []).filter((f) => f.toLowerCase().includes(filter.trim().toLowerCase()));

  return (
    <section className="explorer-keys" aria-label="Chiavi API dei partner">
      <h2>Nuova chiave</h2>
      <form onSubmit={(e) => void create(e)} noValidate aria-describedby={formErrors.length ? `${ids}-errors` : undefined}>
        {formErrors.length > 0 && (
          <ul id={`${ids}-errors`} role="alert" className="explorer-keys__errors">
            {formErrors.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        <div className="explorer-keys__field">
          <label htmlFor={`${ids}-partner`}>Partner</label>
          <input id={`${ids}-partner`} value={partner} onChange={(e) => setPartner(e.target.value)} autoComplete="off" required aria-describedby={`${ids}-partner-hint`} />
          <span id={`${ids}-partner-hint`} className="explorer-keys__hint">
            Lettere, cifre, &quot;.&quot;, &quot;_&quot; o &quot;-&quot;, al massimo 64 caratteri.
          </span>
        </div>
        <fieldset className="explorer-keys__scopes">
          <legend>Ambiti (campi radice che la chiave può usare)</legend>
          <label className="explorer-keys__check">
            <input type="checkbox" checked={allScopes} onChange={(e) => toggle(ALL_SCOPES, e.target.checked)} /> Tutti i campi (*)
          </label>
          {fieldsError && <p role="alert">{fieldsError}</p>}
          {rootFields && !allScopes && (
            <>
              <label htmlFor={`${ids}-filter`}>Filtra i campi</label>
              <input id={`${ids}-filter`} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} autoComplete="off" />
              <div className="explorer-keys__fields" role="group" aria-label="Campi radice">
                {shownFields.map((field) => (
                  <label key={field} className="explorer-keys__check">
                    <input type="checkbox" checked={scopes.includes(field)} onChange={(e) => toggle(field, e.target.checked)} /> {field}
                  </label>
                ))}
              </div>
            </>
          )}
          <p className="explorer-keys__hint" aria-live="polite">
            {allScopes ? 'La chiave potrà usare tutti i campi.' : scopes.length ? `Scelti: ${scopes.join(', ')}` : 'Nessun ambito scelto.'}
          </p>
        </fieldset>
        <div className="explorer-keys__field">
          <label htmlFor={`${ids}-budget`}>Budget di costo al minuto</label>
          <input id={`${ids}-budget`} type="number" inputMode="numeric" min={1} step={1} value={budget} onChange={(e) => setBudget(e.target.value)} required />
        </div>
        <button type="submit" className="graphiql-button" disabled={busy}>
          Crea la chiave
        </button>
      </form>
      {created && <NewKey partner={created.partner} keyValue={created.key} onDone={() => setCreated(null)} />}

      <h2>Chiavi</h2>
      <p role="status">{notice}</p>
      {listError && <p role="alert">{listError}</p>}
      {keys && keys.length === 0 && <p>Nessuna chiave.</p>}
      {keys && keys.length > 0 && (
        <div className="explorer-keys__scroll" tabIndex={0} role="region" aria-label="Tabella delle chiavi">
          <table className="explorer-ops__table" aria-label="Chiavi dei partner">
            <thead>
              <tr>
                <th scope="col">Partner</th>
                <th scope="col">Id</th>
                <th scope="col">Ambiti</th>
                <th scope="col">Budget al minuto</th>
                <th scope="col">Creata</th>
                <th scope="col">Revocata</th>
                <th scope="col">Azioni</th>
              </tr>
            </thead>
            <tbody>
              {keys.map((k) => (
                <tr key={k.id} data-key-id={k.id}>
                  <th scope="row">{k.partner}</th>
                  <td>{k.id}</td>
                  <td>{k.scopes.join(', ')}</td>
                  <td>{k.budgetPerMinute.toLocaleString('it-IT')}</td>
                  <td>{dateTime(k.createdAt)}</td>
                  <td>{k.revokedAt ? dateTime(k.revokedAt) : '—'}</td>
                  <td>
                    {k.revokedAt ? (
                      'Revocata'
                    ) : confirming === k.id ? (
                      <span role="group" aria-label={`Conferma la revoca della chiave di ${k.partner}`} className="explorer-keys__actions">
                        <button type="button" className="graphiql-button" ref={confirmRef} onClick={() => void revoke(k)}>
                          Conferma la revoca
                        </button>
                        <button type="button" className="graphiql-button" onClick={() => setConfirming(null)}>
                          Annulla
                        </button>
                      </span>
                    ) : (
                      <button type="button" className="graphiql-button" onClick={() => setConfirming(k.id)} aria-label={`Revoca la chiave di ${k.partner} (${k.id})`}>
                        Revoca
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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
