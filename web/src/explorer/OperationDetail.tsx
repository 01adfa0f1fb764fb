import { lazy, Suspense, useId, useMemo } from 'react';
import type { OperationStats } from '@club/wire';
import { ms, percent, when } from './operations-format';

/** uPlot comes with the first detail opened, not with the explorer's first load. */
const OperationChart = lazy(() => import('./OperationChart'));

/** Where the traces of an operation are listed (the explorer's "Tracce" view, when present). */
export const tracesHref = (operationName: string) => `#/tracce?operazione=${encodeURIComponent(operationName)}`;

/**
 * One operation over the range: latency percentiles, rate and error rate over time (charts, and the
 * same figures in a table), its error codes with sample messages, and a way to its traces.
 */
export function OperationDetail({ stats, bucketMs, onOpenTraces }: { stats: OperationStats; bucketMs: number; onOpenTraces?: (operationName: string) => void }) {
  const bucketMinutes = bucketMs / 60_000;
  const { at, latency, traffic } = useMemo(() => {
    const points = stats.series;
    return {
      at: points.map((p) => p.at),
      latency: [
        { label: 'p50 (ms)', values: points.map((p) => p.p50), color: '#1f6f3f' },
        { label: 'p95 (ms)', values: points.map((p) => p.p95), color: '#b35c00' },
        { label: 'p99 (ms)', values: points.map((p) => p.p99), color: '#8a1c1c' },
      ],
      traffic: [
        { label: 'Richieste al minuto', values: points.map((p) => p.count / bucketMinutes), color: '#1d4f91' },
        { label: 'Errori (%)', values: points.map((p) => (p.count ? (p.errors / p.count) * 100 : 0)), color: '#8a1c1c', scale: '%' },
      ],
    };
  }, [stats, bucketMinutes]);
  const headingId = useId();
  return (
    <section className="explorer-ops__detail" aria-labelledby={headingId}>
      <h3 id={headingId}>{stats.operationName}</h3>
      <p>
        {onOpenTraces ? (
          <button type="button" className="graphiql-button" onClick={() => onOpenTraces(stats.operationName)}>
            Tracce di {stats.operationName}
          </button>
        ) : (
          <a href={tracesHref(stats.operationName)}>Tracce di {stats.operationName}</a>
        )}
      </p>
      <Suspense fallback={<p>Caricamento del grafico…</p>}>
        <OperationChart title={`Latenza di ${stats.operationName}`} at={at} series={latency} />
        <OperationChart title={`Richieste ed errori di ${stats.operationName}`} at={at} series={traffic} />
      </Suspense>
      <div className="explorer-ops__scroll" tabIndex={0} role="region" aria-label={`Andamento di ${stats.operationName}`}>
        <table className="explorer-ops__table" aria-label={`Andamento di ${stats.operationName} nel tempo`}>
          <thead>
            <tr>
              <th scope="col">Dalle</th>
              <th scope="col">Richieste</th>
              <th scope="col">Errori</th>
              <th scope="col">p50</th>
              <th scope="col">p95</th>
              <th scope="col">p99</th>
            </tr>
          </thead>
          <tbody>
            {stats.series.map((p) => (
              <tr key={p.at}>
                <th scope="row">{when(p.at)}</th>
                <td>{p.count}</td>
                <td>{percent(p.count ? p.errors / p.count : 0)}</td>
                <td>{ms(p.p50)}</td>
                <td>{ms(p.p95)}</td>
                <td>{ms(p.p99)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h4>Codici di errore</h4>
      {stats.errorCodes.length === 0 ? (
        <p>Nessun errore nell'intervallo.</p>
      ) : (
        <ul className="explorer-ops__errors" aria-label={`Codici di errore di ${stats.operationName}`}>
          {stats.errorCodes.map((e) => (
            <li key={e.code} data-code={e.code}>
              <strong>{e.code}</strong>: {e.count} {e.count === 1 ? 'volta' : 'volte'}
              {e.samples.length > 0 && (
                <ul aria-label={`Messaggi di esempio per ${e.code}`}>
                  {e.samples.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
