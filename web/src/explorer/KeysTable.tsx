import type { PartnerKeyRecord } from '@club/wire';
import { useEffect, useRef, useState } from 'react';
import { KeysUsage } from './KeysUsage';

const dateTime = (iso: string) => new Date(iso).toLocaleString('it-IT', { dateStyle: 'short', timeStyle: 'short' });

/** What a live key's row offers, each confirmed first: a new secret, or the end of the key. */
export type KeyAction = 'rotate' | 'revoke';

const ACTION_WORDS: Record<KeyAction, { button: string; confirm: string; label: (k: PartnerKeyRecord) => string }> = {
  rotate: { button: 'Ruota', confirm: 'Conferma la rotazione', label: (k) => `Ruota la chiave di ${k.partner} (${k.id})` },
  revoke: { button: 'Revoca', confirm: 'Conferma la revoca', label: (k) => `Revoca la chiave di ${k.partner} (${k.id})` },
};

/**
 * The partner keys (never the keys themselves) with their expiry, last use and use over 30 days; each
 * live one offers 'Modifica' (its budget and expiry, `onEdit`), and 'Ruota' and 'Revoca', confirmed
 * first; the keyboard reaches the confirmation at once.
 */
export function KeysTable({ keys, onAction, onEdit }: { keys: PartnerKeyRecord[]; onAction(record: PartnerKeyRecord, action: KeyAction): void; onEdit(record: PartnerKeyRecord): void }) {
  const [confirming, setConfirming] = useState<{ id: string; action: KeyAction } | null>(null);
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
            <th scope="col">Scadenza</th>
            <th scope="col">Ultimo uso</th>
            <th scope="col">Uso (30 giorni)</th>
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
              <td>{k.expiresAt ? dateTime(k.expiresAt) : 'Nessuna'}</td>
              <td>{k.lastUsedAt ? dateTime(k.lastUsedAt) : 'Mai'}</td>
              <td>
                <KeysUsage partner={k.partner} usage={k.usage ?? []} />
              </td>
              <td>{k.revokedAt ? dateTime(k.revokedAt) : '—'}</td>
              <td>
                {k.revokedAt ? (
                  'Revocata'
                ) : confirming?.id === k.id ? (
                  <span role="group" aria-label={`${ACTION_WORDS[confirming.action].confirm} della chiave di ${k.partner}`} className="explorer-keys__actions">
                    <button
                      type="button"
                      className="graphiql-button"
                      ref={confirmRef}
                      onClick={() => {
                        setConfirming(null);
                        onAction(k, confirming.action);
                      }}
                    >
                      {ACTION_WORDS[confirming.action].confirm}
                    </button>
                    <button type="button" className="graphiql-button" onClick={() => setConfirming(null)}>
                      Annulla
                    </button>
                  </span>
                ) : (
                  <span className="explorer-keys__actions">
                    <button type="button" className="graphiql-button explorer-keys__edit-button" onClick={() => onEdit(k)} aria-label={`Modifica la chiave di ${k.partner} (${k.id})`}>
                      Modifica
                    </button>
                    {(['rotate', 'revoke'] as const).map((action) => (
                      <button key={action} type="button" className="graphiql-button" onClick={() => setConfirming({ id: k.id, action })} aria-label={ACTION_WORDS[action].label(k)}>
                        {ACTION_WORDS[action].button}
                      </button>
                    ))}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
