import type { PartnerKeyRecord } from '@club/wire';
import { useEffect, useRef, useState } from 'react';

const dateTime = (iso: string) => new Date(iso).toLocaleString('it-IT', { dateStyle: 'short', timeStyle: 'short' });

/** The partner keys (never the keys themselves), each live one with 'Revoca', confirmed first; the keyboard reaches the confirmation at once. */
export function KeysTable({ keys, onRevoke }: { keys: PartnerKeyRecord[]; onRevoke(record: PartnerKeyRecord): void }) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  return (
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
                    <button
                      type="button"
                      className="graphiql-button"
                      ref={confirmRef}
                      onClick={() => {
                        setConfirming(null);
                        onRevoke(k);
                      }}
                    >
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
  );
}
