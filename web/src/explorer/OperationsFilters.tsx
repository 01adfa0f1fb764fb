import { useId } from 'react';
import type { OperationsQuery } from './operations-query';

/** The ranges the panel offers, with their labels (`@club/wire` OPERATION_RANGE_NAMES, and a custom one). */
export const RANGES = [
  { value: '1h', label: 'Ultima ora' },
  { value: '24h', label: 'Ultime 24 ore' },
  { value: '7d', label: 'Ultimi 7 giorni' },
  { value: '30d', label: 'Ultimi 30 giorni' },
  { value: 'custom', label: 'Intervallo personalizzato' },
] as const satisfies readonly { value: OperationsQuery['range']; label: string }[];

/** Range and filters of the operations view: each control labelled, in the keyboard's order. */
export function OperationsFilters({ query, clients, onChange }: { query: OperationsQuery; clients: string[]; onChange: (next: OperationsQuery) => void }) {
  const id = useId();
  const set = <K extends keyof OperationsQuery>(name: K, value: OperationsQuery[K]) => onChange({ ...query, [name]: value });
  // The chosen client stays in the list even when the filtered view no longer names the others.
  const clientOptions = [...new Set([...clients, ...(query.client ? [query.client] : [])])].sort();
  return (
    <div className="explorer-ops__controls">
      <label htmlFor={`${id}-range`}>Intervallo</label>
      <select id={`${id}-range`} value={query.range} onChange={(e) => set('range', e.target.value as OperationsQuery['range'])}>
        {RANGES.map((r) => (
          <option key={r.value} value={r.value}>
            {r.label}
          </option>
        ))}
      </select>
      {query.range === 'custom' && (
        <>
          <label htmlFor={`${id}-from`}>Dal</label>
          <input id={`${id}-from`} type="datetime-local" value={query.from} onChange={(e) => set('from', e.target.value)} />
          <label htmlFor={`${id}-to`}>Al</label>
          <input id={`${id}-to`} type="datetime-local" value={query.to} onChange={(e) => set('to', e.target.value)} />
        </>
      )}
      <label htmlFor={`${id}-client`}>Client</label>
      <select id={`${id}-client`} value={query.client} onChange={(e) => set('client', e.target.value)}>
        <option value="">Tutti</option>
        {clientOptions.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-operation`}>Operazione</label>
      <input id={`${id}-operation`} type="text" value={query.operation} onChange={(e) => set('operation', e.target.value)} />
      <label htmlFor={`${id}-status`}>Esito</label>
      <select id={`${id}-status`} value={query.status} onChange={(e) => set('status', e.target.value as OperationsQuery['status'])}>
        <option value="">Tutti</option>
        <option value="ok">Riuscite</option>
        <option value="error">Con errori</option>
      </select>
      <label htmlFor={`${id}-cost`}>Costo minimo per richiesta</label>
      <input id={`${id}-cost`} type="number" min="0" inputMode="numeric" value={query.minCost} onChange={(e) => set('minCost', e.target.value)} />
    </div>
  );
}
