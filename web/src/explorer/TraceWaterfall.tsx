import type { KeptTrace, TraceSpanKind } from '@club/wire';
import { useId } from 'react';
import { ms, waterfallRows } from './waterfall';

/** The drawing's units: a column of labels, then the bars' track, then room for the duration after the longest bar. */
export const LABEL_WIDTH = 280;
export const TRACK_WIDTH = 600;
const DURATION_ROOM = 90;
const ROW_HEIGHT = 20;
const INDENT = 12;

const KIND_LABEL: Record<TraceSpanKind, string> = { operation: 'Operazione', fetch: 'Richiesta al subgraph', field: 'Campo' };

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/**
 * A kept trace as a waterfall (plain SVG): one row per span, nested under its parent, its bar placed
 * by its start and duration from the start of the operation, with its duration in ms. The drawing is
 * one image for assistive technologies; the table below it carries the same data, row by row.
 */
export function TraceWaterfall({ trace }: { trace: KeptTrace }) {
  const rows = waterfallRows(trace.spans);
  const names = new Map(trace.spans.map((s) => [s.id, s.name]));
  const captionId = useId();
  const height = rows.length * ROW_HEIGHT + 4;
  return (
    <div className="explorer-traces__waterfall">
      <figure>
        <svg viewBox={`0 0 ${LABEL_WIDTH + TRACK_WIDTH + DURATION_ROOM} ${height}`} role="img" aria-labelledby={captionId}>
          {rows.map(({ span, depth, left, width }, i) => {
            const x = LABEL_WIDTH + left * TRACK_WIDTH;
            const w = Math.max(1, width * TRACK_WIDTH);
            return (
              <g key={span.id} transform={`translate(0 ${i * ROW_HEIGHT})`} data-span={span.id}>
                <text x={depth * INDENT} y="14" className="explorer-traces__label">
                  {clip(span.name, Math.max(8, 40 - depth * 2))}
                </text>
                <rect x={x} y="4" width={w} height="12" className={`explorer-traces__bar explorer-traces__bar--${span.kind}${span.ok ? '' : ' explorer-traces__bar--error'}`}>
                  <title>{`${span.name}: ${ms(span.durationMs)} da ${ms(span.startMs)}`}</title>
                </rect>
                <text x={x + w + 4} y="14" className="explorer-traces__label">
                  {ms(span.durationMs)}
                </text>
              </g>
            );
          })}
        </svg>
        <figcaption id={captionId}>
          Cascata della traccia di {trace.operationName ?? 'un’operazione anonima'} ({ms(trace.durationMs)}): {rows.length} span. I valori sono nella tabella.
        </figcaption>
      </figure>
      {/* Scrolls sideways on a narrow screen: focusable so the keyboard can scroll it too. */}
      <div className="explorer-traces__scroll" tabIndex={0} role="region" aria-label="Tabella degli span">
        <table className="explorer-traces__table" aria-label="Span della traccia">
          <thead>
            <tr>
              <th scope="col">Span</th>
              <th scope="col">Dentro a</th>
              <th scope="col">Tipo</th>
              <th scope="col">Inizio</th>
              <th scope="col">Durata</th>
              <th scope="col">Esito</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ span, depth }) => (
              <tr key={span.id} data-span={span.id}>
                <th scope="row" style={{ paddingLeft: `${depth * 0.75}rem` }}>
                  {span.name}
                  {span.detail && span.detail !== span.name ? <span className="explorer-traces__detail"> ({span.detail})</span> : null}
                </th>
                <td>{span.parentId ? (names.get(span.parentId) ?? '—') : '—'}</td>
                <td>{KIND_LABEL[span.kind]}</td>
                <td>{ms(span.startMs)}</td>
                <td>{ms(span.durationMs)}</td>
                <td>{span.ok ? 'ok' : 'errore'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
