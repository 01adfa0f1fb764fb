import { useEffect, useId, useMemo, useState } from 'react';
import type { FieldsView } from '@club/wire';
import { clientName, FIELDS_PANEL_DAYS, loadFields } from './fieldsApi';

/** At most this many rows of each list are drawn; the search narrows the rest. */
const ROWS_SHOWN = 200;

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('it-IT', { dateStyle: 'short', timeStyle: 'short' }) : '—');

/**
 * The ops field usage view (a GraphiQL plugin panel): per schema coordinate who used it, how much and
 * when last over the last 30 days, and the coordinates nobody used (candidates for deprecation).
 * A search narrows both lists. Partners get the gateway's refusal.
 */
export function FieldsPanel() {
  const [result, setResult] = useState<{ view: FieldsView | null; error: string | null }>({ view: null, error: null });
  const [search, setSearch] = useState('');
  const searchId = useId();

  useEffect(() => {
    let live = true;
    void loadFields().then((next) => {
      if (live) setResult(next);
    });
    return () => {
      live = false;
    };
  }, []);

  const { view, error } = result;
  const { used, unused } = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const matches = (coordinate: string) => coordinate.toLowerCase().includes(needle);
    return {
      used: (view?.fields ?? []).filter((f) => f.count > 0 && matches(f.coordinate)).sort((a, b) => b.count - a.count),
      unused: (view?.unused ?? []).filter(matches),
    };
  }, [view, search]);

  return (
    <section className="explorer-fields" aria-label="Uso dei campi">
      <div className="explorer-ops__controls">
        <label htmlFor={searchId}>Cerca un campo</label>
        <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="es. Query.courseCatalogue" />
      </div>
      {error && <p role="alert">{error}</p>}
      {!view && !error && <p>Caricamento…</p>}
      {view && (
        <>
          <h2>Campi usati negli ultimi {view.days} giorni</h2>
          {used.length === 0 ? (
            <p>Nessun campo usato{search ? ' che corrisponda alla ricerca' : ''}.</p>
          ) : (
            <div className="explorer-ops__scroll" tabIndex={0} role="region" aria-label="Tabella dei campi usati">
              <table className="explorer-ops__table">
                <caption>Chi usa ogni campo, quante operazioni e quando l'ultima</caption>
                <thead>
                  <tr>
                    <th scope="col">Campo</th>
                    <th scope="col">Operazioni</th>
                    <th scope="col">Ultimo uso</th>
                    <th scope="col">Chi lo usa</th>
                  </tr>
                </thead>
                <tbody>
                  {used.slice(0, ROWS_SHOWN).map((f) => (
                    <tr key={f.coordinate} data-coordinate={f.coordinate}>
                      <th scope="row">{f.coordinate}</th>
                      <td>{f.count}</td>
                      <td>{when(f.lastSeen)}</td>
                      <td>{f.clients.map((c) => `${clientName(c.client)} (${c.count}, ${when(c.lastSeen)})`).join('; ')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {used.length > ROWS_SHOWN && <p>Mostrati {ROWS_SHOWN} campi su {used.length}: la ricerca restringe l'elenco.</p>}
          <h2>Campi non usati negli ultimi {view.days} giorni</h2>
          <p>
            {unused.length} campi{search ? ' corrispondenti' : ''} non usati da nessun client: si possono deprecare senza rompere i partner
            ({FIELDS_PANEL_DAYS === view.days ? 'lo stesso periodo di schema:check' : `periodo di ${view.days} giorni`}).
          </p>
          <ul className="explorer-fields__unused" aria-label="Campi non usati">
            {unused.slice(0, ROWS_SHOWN).map((coordinate) => (
              <li key={coordinate}>{coordinate}</li>
            ))}
          </ul>
          {unused.length > ROWS_SHOWN && <p>Mostrati {ROWS_SHOWN} campi su {unused.length}: la ricerca restringe l'elenco.</p>}
        </>
      )}
    </section>
  );
}

function FieldsIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M4 5h16M4 12h10M4 19h6M17 15l2 2 3-4" />
    </svg>
  );
}

/** GraphiQL plugin: "Campi" (ops only; the gateway refuses partners). */
export const FIELDS_PLUGIN = { title: 'Campi', icon: FieldsIcon, content: FieldsPanel };
