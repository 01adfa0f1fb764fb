import { useEffect, useState } from 'react';
import type { OperationsView as View } from '@club/wire';
import { OperationDetail } from './OperationDetail';
import { ms, percent, perMinute, when } from './operations-format';
import { OperationsFilters } from './OperationsFilters';
import { INITIAL_QUERY, loadOperations, operationsSearch, type OperationsQuery } from './operations-query';

/**
 * The ops operations view (a GraphiQL plugin panel): over a range (1 h, 24 h, 7 d, 30 d or custom)
 * and filters (client, operation, outcome, cost), per operation the requests, rate, error rate,
 * p50/p95/p99 and cost of the whole fleet (the gateway reads the usage every gateway recorded), the top
 * slow and top failing operations, and for the chosen one its charts, error codes and sample messages;
 * then this gateway's latest operations. Partners get the gateway's refusal. `onOpenTraces`: where a
 * slow operation's traces open (a link to the "Tracce" view when unset).
 */
export function OperationsPanel({ onOpenTraces }: { onOpenTraces?: (operationName: string) => void } = {}) {
  const [query, setQuery] = useState<OperationsQuery>(INITIAL_QUERY);
  const [refreshes, setRefreshes] = useState(0);
  const [result, setResult] = useState<{ view: View | null; error: string | null }>({ view: null, error: null });
  const [selected, setSelected] = useState<string | null>(null);
  const [clients, setClients] = useState<string[]>([]);
  const search = operationsSearch(query);

  useEffect(() => {
    if (search === null) return;
    let live = true;
    void loadOperations(search).then((next) => {
      if (!live) return;
      setResult(next);
      // The client filter offers every client seen so far, not only those the current filter leaves.
      if (next.view) setClients((known) => [...new Set([...known, ...next.view!.clients])].sort());
    });
    return () => {
      live = false;
    };
  }, [search, refreshes]);

  const { view, error } = result;
  const chosen = view?.stats.find((s) => s.operationName === selected) ?? null;
  return (
    <section className="explorer-ops" aria-label="Operazioni">
      <OperationsFilters query={query} clients={clients} onChange={setQuery} />
      <button type="button" className="graphiql-button" onClick={() => setRefreshes((n) => n + 1)}>
        Aggiorna
      </button>
      {search === null && <p>Scegli l'inizio e la fine dell'intervallo.</p>}
      {error && <p role="alert">{error}</p>}
      {view && (
        <>
          <p className="explorer-ops__range">
            Dal {when(view.from)} al {when(view.to)}: tutti i gateway.
          </p>
          <h2>Per operazione</h2>
          {view.stats.length === 0 ? (
            <p>Nessuna operazione nell'intervallo.</p>
          ) : (
            <>
              <TopLists view={view} onSelect={setSelected} />
              {/* Scrolls sideways on a narrow screen: focusable so the keyboard can scroll it too. */}
              <div className="explorer-ops__scroll" tabIndex={0} role="region" aria-label="Tabella per operazione">
                <table className="explorer-ops__table" aria-label="Latenza, richieste ed errori per operazione">
                  <thead>
                    <tr>
                      <th scope="col">Operazione</th>
                      <th scope="col">Richieste</th>
                      <th scope="col">Al minuto</th>
                      <th scope="col">Errori</th>
                      <th scope="col">p50</th>
                      <th scope="col">p95</th>
                      <th scope="col">p99</th>
                      <th scope="col">Costo</th>
                    </tr>
                  </thead>
                  <tbody>
                    {view.stats.map((s) => (
                      <tr key={s.operationName} data-operation={s.operationName}>
                        <th scope="row">
                          <button type="button" className="explorer-ops__pick" aria-pressed={selected === s.operationName} onClick={() => setSelected(s.operationName)}>
                            {s.operationName}
                          </button>
                        </th>
                        <td>{s.count}</td>
                        <td>{perMinute(s.rate)}</td>
                        <td>{percent(s.errorRate)}</td>
                        <td>{ms(s.p50)}</td>
                        <td>{ms(s.p95)}</td>
                        <td>{ms(s.p99)}</td>
                        <td>{s.cost.toLocaleString('it-IT')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {chosen ? <OperationDetail stats={chosen} bucketMs={view.bucketMs} onOpenTraces={onOpenTraces} /> : <p>Scegli un'operazione per vederne l'andamento e gli errori.</p>}
            </>
          )}
          <h2>Ultime operazioni di questo gateway</h2>
          <RecentOperations recent={view.recent} />
        </>
      )}
    </section>
  );
}

/** The slowest (p95) and the most failing operations, each a button that opens its detail. */
function TopLists({ view, onSelect }: { view: View; onSelect: (name: string) => void }) {
  const byName = new Map(view.stats.map((s) => [s.operationName, s]));
  const list = (title: string, names: string[], figure: (name: string) => string) => (
    <div className="explorer-ops__top">
      <h3>{title}</h3>
      {names.length === 0 ? (
        <p>Nessuna.</p>
      ) : (
        <ol aria-label={title}>
          {names.map((name) => (
            <li key={name}>
              <button type="button" className="explorer-ops__pick" onClick={() => onSelect(name)}>
                {name}
              </button>{' '}
              {figure(name)}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
  return (
    <div className="explorer-ops__tops">
      {list('Le più lente (p95)', view.topSlow, (name) => ms(byName.get(name)?.p95 ?? 0))}
      {list('Con più errori', view.topFailing, (name) => `${byName.get(name)?.errors ?? 0} errori`)}
    </div>
  );
}

/** This gateway's latest operations, one row each: time, name, client, duration, cost, errors and subgraphs. */
function RecentOperations({ recent }: { recent: View['recent'] }) {
  return (
    <div className="explorer-ops__scroll" tabIndex={0} role="region" aria-label="Tabella delle ultime operazioni">
      <table className="explorer-ops__table" aria-label="Ultime operazioni">
        <thead>
          <tr>
            <th scope="col">Ora</th>
            <th scope="col">Operazione</th>
            <th scope="col">Client</th>
            <th scope="col">Durata</th>
            <th scope="col">Costo</th>
            <th scope="col">Errori</th>
            <th scope="col">Subgraph</th>
          </tr>
        </thead>
        <tbody>
          {recent.map((r) => (
            <tr key={`${r.requestId}-${r.at}`}>
              <td>{new Date(r.at).toLocaleTimeString('it-IT')}</td>
              <th scope="row">{r.operationName ?? 'anonima'}</th>
              <td>{r.client}</td>
              <td>{ms(r.durationMs)}</td>
              <td>{r.cost ?? '—'}</td>
              <td>{r.errors.length ? r.errors.join(', ') : '—'}</td>
              <td>{r.subgraphs.join(', ') || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OperationsIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
    </svg>
  );
}

/** GraphiQL plugin: "Operazioni" (ops only; the gateway refuses partners). */
export const OPERATIONS_PLUGIN = { title: 'Operazioni', icon: OperationsIcon, content: () => <OperationsPanel /> };
