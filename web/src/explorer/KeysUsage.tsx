import type { KeyUsageDay } from '@club/wire';

const number = (n: number) => n.toLocaleString('it-IT');

/** A key's use over the panel's window (`GET /ops/keys`, 30 days): the totals, and per day on request. */
export function KeysUsage({ partner, usage }: { partner: string; usage: KeyUsageDay[] }) {
  if (usage.length === 0) return <>Nessun uso</>;
  const total = usage.reduce((t, d) => ({ requests: t.requests + d.requests, costSpent: t.costSpent + d.costSpent, throttled: t.throttled + d.throttled }), { requests: 0, costSpent: 0, throttled: 0 });
  return (
    <details className="explorer-keys__usage">
      <summary>
        {number(total.requests)} richieste, costo {number(total.costSpent)}, {number(total.throttled)} × 429
      </summary>
      <table className="explorer-ops__table" aria-label={`Uso per giorno della chiave di ${partner}`}>
        <thead>
          <tr>
            <th scope="col">Giorno (UTC)</th>
            <th scope="col">Richieste</th>
            <th scope="col">Costo speso</th>
            <th scope="col">429</th>
            <th scope="col">Errori per codice</th>
          </tr>
        </thead>
        <tbody>
          {usage.map((d) => (
            <tr key={d.day}>
              <th scope="row">{d.day}</th>
              <td>{number(d.requests)}</td>
              <td>{number(d.costSpent)}</td>
              <td>{number(d.throttled)}</td>
              <td>
                {Object.entries(d.errors)
                  .map(([code, n]) => `${code} ${number(n)}`)
                  .join(', ') || '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
