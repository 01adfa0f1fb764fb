import type { KeptTrace, KeptTraceSummary, TraceKeptBecause } from '@club/wire';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { loadTrace, loadTraces } from './tracesApi';
import { tracesHash, tracesRouteOf } from './traces-route';
import { TraceWaterfall } from './TraceWaterfall';
import { ms } from './waterfall';
import './traces.css';

const WHY: Record<TraceKeptBecause, string> = { sampled: 'campionata', slow: 'lenta' };

const timeOf = (at: string) => new Date(at).toLocaleString('it-IT');

/** The operation the address names (`#/tracce?operazione=NAME`), followed as it changes. */
export function useTracesRoute(): { open: boolean; operation: string | null } {
  const read = () => {
    const route = tracesRouteOf(window.location.hash);
    return { open: route !== undefined, operation: route?.operation ?? null };
  };
  const [route, setRoute] = useState(read);
  useEffect(() => {
    const follow = () => setRoute(read());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return route;
}

/**
 * The ops "Tracce" panel (a GraphiQL plugin panel): the kept traces (sampled and slow operations),
 * of one operation when the address names it (`#/tracce?operazione=NAME`, where the operations view
 * links), and the waterfall of the one opened. Partners get the gateway's refusal.
 */
export function TracesPanel() {
  const { operation } = useTracesRoute();
  const [filter, setFilter] = useState(operation ?? '');
  const [refreshes, setRefreshes] = useState(0);
  const [list, setList] = useState<{ traces: KeptTraceSummary[] | null; error: string | null }>({ traces: null, error: null });
  const [opened, setOpened] = useState<{ trace: KeptTrace | null; error: string | null }>({ trace: null, error: null });
  const filterId = useId();

  // The field follows the address when a link changes it (state adjusted while rendering, not in an effect).
  const [filterOf, setFilterOf] = useState(operation);
  if (filterOf !== operation) {
    setFilterOf(operation);
    setFilter(operation ?? '');
  }
  useEffect(() => {
    let live = true;
    void loadTraces(operation).then((next) => {
      if (live) setList(next);
    });
    return () => {
      live = false;
    };
  }, [operation, refreshes]);

  const applyFilter = (e: FormEvent) => {
    e.preventDefault();
    const next = tracesHash(filter.trim() || null);
    // The address carries the filter (a link to it opens the same list); the same address only refreshes.
    if (window.location.hash === next) setRefreshes((n) => n + 1);
    else window.location.hash = next;
  };
  const open = async (id: string) => setOpened(await loadTrace(id));

  return (
    <section className="explorer-traces" aria-label="Tracce delle operazioni">
      <form className="explorer-traces__controls" onSubmit={applyFilter}>
        <label htmlFor={filterId}>Operazione</label>
        <input id={filterId} type="text" value={filter} placeholder="tutte" onChange={(e) => setFilter(e.target.value)} />
        <button type="submit" className="graphiql-button">
          Mostra
        </button>
      </form>
      {list.error && <p role="alert">{list.error}</p>}
      {list.traces && (
        <>
          <h2>{operation ? `Tracce di ${operation}` : 'Tracce recenti'}</h2>
          {list.traces.length === 0 ? (
            <p>Nessuna traccia conservata{operation ? ' per questa operazione' : ''}: si conservano le operazioni campionate e quelle lente.</p>
          ) : (
            <div className="explorer-traces__scroll" tabIndex={0} role="region" aria-label="Tabella delle tracce">
              <table className="explorer-traces__table" aria-label="Tracce conservate">
                <thead>
                  <tr>
                    <th scope="col">Ora</th>
                    <th scope="col">Operazione</th>
                    <th scope="col">Durata</th>
                    <th scope="col">Motivo</th>
                    <th scope="col">Cascata</th>
                  </tr>
                </thead>
                <tbody>
                  {list.traces.map((t) => (
                    <tr key={t.id}>
                      <td>{timeOf(t.at)}</td>
                      <th scope="row">{t.operationName ?? 'anonima'}</th>
                      <td>{ms(t.durationMs)}</td>
                      <td>{WHY[t.why]}</td>
                      <td>
                        {/* The visible word starts the name (WCAG 2.5.3), the rest says which row. */}
                        <button type="button" className="graphiql-button" aria-label={`Apri la traccia di ${t.operationName ?? 'anonima'} delle ${timeOf(t.at)}`} aria-pressed={opened.trace?.id === t.id} onClick={() => void open(t.id)}>
                          Apri
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      {opened.error && <p role="alert">{opened.error}</p>}
      {opened.trace && (
        <>
          <h2>
            Traccia di {opened.trace.operationName ?? 'un’operazione anonima'}, {ms(opened.trace.durationMs)} ({WHY[opened.trace.why]}, richiesta {opened.trace.requestId})
          </h2>
          <TraceWaterfall trace={opened.trace} />
        </>
      )}
    </section>
  );
}

function TracesIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M3 5h10M6 10h12M9 15h6M12 20h9" />
    </svg>
  );
}

/** GraphiQL plugin: "Tracce" (ops only; the gateway refuses partners). */
export const TRACES_PLUGIN = { title: 'Tracce', icon: TracesIcon, content: TracesPanel };
