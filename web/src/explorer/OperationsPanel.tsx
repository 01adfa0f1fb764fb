import { useEffect, useId, useState } from 'react';
import type { OperationStats as Stats, OperationsView as View, OperationWindow } from '@club/wire';
import { EXPLORER_KEY_STORAGE } from './key';

/** The windows the gateway offers (`@club/wire` OPERATION_WINDOW_NAMES), with their labels. */
export const WINDOWS = [
  { value: '5m', label: 'Ultimi 5 minuti' },
  { value: '15m', label: 'Ultimi 15 minuti' },
  { value: '1h', label: "Ultima ora" },
  { value: '24h', label: 'Ultime 24 ore' },
] as const satisfies readonly { value: OperationWindow; label: string }[];

const ms = (v: number) => `${v.toLocaleString('it-IT', { maximumFractionDigits: 1 })} ms`;
const percent = (v: number) => `${(v * 100).toLocaleString('it-IT', { maximumFractionDigits: 1 })}%`;

/** The operations view of the window, with the ops key of this tab. */
async function loadView(window: string): Promise<{ view: View | null; error: string | null }> {
  const key = sessionStorage.getItem(EXPLORER_KEY_STORAGE) ?? '';
  try {
    const res = await fetch(`/explorer/operations?window=${window}`, { headers: { 'x-api-key': key } });
    const body = (await res.json()) as View & { message?: string };
    return res.ok ? { view: body, error: null } : { view: null, error: body.message ?? `Errore ${res.status}` };
  } catch {
    return { view: null, error: 'Impossibile caricare le operazioni.' };
  }
}

/** Horizontal bars of p50, p95 and p99 per operation (the slowest p99 sets the scale). */
function LatencyChart({ stats }: { stats: Stats[] }) {
  const rows = stats.slice(0, 12);
  const max = Math.max(1, ...rows.map((s) => s.p99));
  const rowHeight = 30;
  const labelWidth = 150;
  const width = 420;
  const bar = (v: number) => Math.max(1, ((width - labelWidth - 10) * v) / max);
  return (
    <figure className="explorer-ops__chart">
      <svg viewBox={`0 0 ${width} ${rows.length * rowHeight + 4}`} role="img" aria-labelledby="explorer-ops-chart-caption">
        {rows.map((s, i) => (
          <g key={s.operationName} transform={`translate(0 ${i * rowHeight})`}>
            <text x="0" y="17" className="explorer-ops__label">
              {s.operationName.length > 22 ? `${s.operationName.slice(0, 21)}…` : s.operationName}
            </text>
            <rect x={labelWidth} y="3" height="7" width={bar(s.p99)} className="explorer-ops__p99" />
            <rect x={labelWidth} y="11" height="7" width={bar(s.p95)} className="explorer-ops__p95" />
            <rect x={labelWidth} y="19" height="7" width={bar(s.p50)} className="explorer-ops__p50" />
          </g>
        ))}
      </svg>
      <figcaption id="explorer-ops-chart-caption">
        Latenza per operazione (barre dall'alto: p99, p95, p50; la più lunga vale {ms(max)}). I valori sono nella tabella.
      </figcaption>
    </figure>
  );
}

/**
 * The ops operations view (a GraphiQL plugin panel): per-operation p50/p95/p99, count and error rate
 * over the chosen window, with a chart, and the recent operations. Partners get the gateway's refusal.
 */
export function OperationsPanel() {
  const [window, setWindow] = useState<(typeof WINDOWS)[number]['value']>('15m');
  const [refreshes, setRefreshes] = useState(0);
  const [result, setResult] = useState<{ view: View | null; error: string | null }>({ view: null, error: null });
  const selectId = useId();

  useEffect(() => {
    let live = true;
    void loadView(window).then((next) => {
      if (live) setResult(next);
    });
    return () => {
      live = false;
    };
  }, [window, refreshes]);

  const { view, error } = result;
  return (
    <section className="explorer-ops" aria-label="Operazioni recenti">
      <div className="explorer-ops__controls">
        <label htmlFor={selectId}>Finestra</label>
        <select id={selectId} value={window} onChange={(e) => setWindow(e.target.value as typeof window)}>
          {WINDOWS.map((w) => (
            <option key={w.value} value={w.value}>
              {w.label}
            </option>
          ))}
        </select>
        <button type="button" className="graphiql-button" onClick={() => setRefreshes((n) => n + 1)}>
          Aggiorna
        </button>
      </div>
      {error && <p role="alert">{error}</p>}
      {view && (
        <>
          <h2>Per operazione</h2>
          {view.stats.length === 0 ? (
            <p>Nessuna operazione nella finestra.</p>
          ) : (
            <>
              <LatencyChart stats={view.stats} />
              {/* Scrolls sideways on a narrow screen: focusable so the keyboard can scroll it too. */}
              <div className="explorer-ops__scroll" tabIndex={0} role="region" aria-label="Tabella per operazione">
                <table className="explorer-ops__table" aria-label="Latenza, richieste ed errori per operazione">
                  <thead>
                    <tr>
                      <th scope="col">Operazione</th>
                      <th scope="col">Richieste</th>
                      <th scope="col">Errori</th>
                      <th scope="col">p50</th>
                      <th scope="col">p95</th>
                      <th scope="col">p99</th>
                    </tr>
                  </thead>
                  <tbody>
                    {view.stats.map((s) => (
                      <tr key={s.operationName} data-operation={s.operationName}>
                        <th scope="row">{s.operationName}</th>
                        <td>{s.count}</td>
                        <td>{percent(s.errorRate)}</td>
                        <td>{ms(s.p50)}</td>
                        <td>{ms(s.p95)}</td>
                        <td>{ms(s.p99)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
          <h2>Ultime operazioni</h2>
          <RecentOperations recent={view.recent} />
        </>
      )}
    </section>
  );
}

/** The latest operations, one row each: time, name, client, duration, cost, errors and subgraphs. */
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
export const OPERATIONS_PLUGIN = { title: 'Operazioni', icon: OperationsIcon, content: OperationsPanel };
