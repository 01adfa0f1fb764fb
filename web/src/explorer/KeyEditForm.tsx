import type { PartnerKeyRecord } from '@club/wire';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { keysRequest, refusal } from './keysApi';
import { endOfDay } from './useNewKeyForm';

/** A stored expiry as the day the date field shows (`YYYY-MM-DD`, the operator's local time), or '' for none. */
export function dayOf(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

/** What `PATCH /ops/keys/:id` is sent: the budget, and the expiry only when its day changed (a cleared day: none). */
export function keyChangeOf(record: PartnerKeyRecord, budget: number, day: string): { budgetPerMinute: number; expiresAt?: string | null } {
  if (day === dayOf(record.expiresAt)) return { budgetPerMinute: budget };
  return { budgetPerMinute: budget, expiresAt: day ? endOfDay(day) : null };
}

type KeyEditFormProps = {
  record: PartnerKeyRecord;
  /** After the gateway accepted the change: the updated key. */
  onSaved: (updated: PartnerKeyRecord) => Promise<void>;
  onCancel: () => void;
};

/**
 * Changes a live key's budget per minute and expiry after its creation (`PATCH /ops/keys/:id`, which
 * writes the change in the audit). The budget field has the focus when it opens; what is wrong is said
 * before anything is sent, the gateway's reasons after; Escape or 'Annulla' closes it unchanged.
 */
export function KeyEditForm({ record, onSaved, onCancel }: KeyEditFormProps) {
  const [budget, setBudget] = useState(String(record.budgetPerMinute));
  const [day, setDay] = useState(dayOf(record.expiresAt));
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const ids = useId();
  const budgetRef = useRef<HTMLInputElement>(null);
  useEffect(() => budgetRef.current?.focus(), []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const budgetPerMinute = Number(budget);
    const problems: string[] = [];
    if (budget.trim() === '' || !Number.isSafeInteger(budgetPerMinute) || budgetPerMinute <= 0) problems.push('Il budget al minuto deve essere un numero intero positivo.');
    const change = keyChangeOf(record, budgetPerMinute, day);
    if (typeof change.expiresAt === 'string' && Date.parse(change.expiresAt) <= Date.now()) problems.push('La scadenza deve essere un giorno futuro.');
    if (day && change.expiresAt === null) problems.push('La scadenza non è una data valida.');
    setErrors(problems);
    if (problems.length > 0) return;
    setBusy(true);
    try {
      const res = await keysRequest('PATCH', `/ops/keys/${encodeURIComponent(record.id)}`, change);
      if (!res.ok) return void setErrors(Array.isArray(res.body.problems) ? (res.body.problems as string[]) : [refusal(res)]);
      await onSaved(res.body as unknown as PartnerKeyRecord);
    } catch {
      setErrors(['Modifica non riuscita: riprova.']);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="explorer-keys__edit" aria-labelledby={`${ids}-heading`} onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
      <h3 id={`${ids}-heading`}>
        Modifica la chiave di {record.partner} ({record.id})
      </h3>
      <form onSubmit={(e) => void save(e)} noValidate aria-describedby={errors.length ? `${ids}-errors` : undefined}>
        {errors.length > 0 && (
          <ul id={`${ids}-errors`} role="alert" className="explorer-keys__errors">
            {errors.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        <div className="explorer-keys__field">
          <label htmlFor={`${ids}-budget`}>Nuovo budget di costo al minuto</label>
          <input id={`${ids}-budget`} ref={budgetRef} type="number" inputMode="numeric" min={1} step={1} value={budget} onChange={(e) => setBudget(e.target.value)} required />
        </div>
        <div className="explorer-keys__field">
          <label htmlFor={`${ids}-expiry`}>Nuova scadenza</label>
          <input id={`${ids}-expiry`} type="date" value={day} onChange={(e) => setDay(e.target.value)} aria-describedby={`${ids}-expiry-hint`} />
          <span id={`${ids}-expiry-hint`} className="explorer-keys__hint">
            La chiave è accettata fino alla fine del giorno scelto; vuota, non scade.
          </span>
        </div>
        <div className="explorer-keys__actions">
          <button type="submit" className="graphiql-button" disabled={busy}>
            Salva le modifiche
          </button>
          <button type="button" className="graphiql-button" onClick={onCancel}>
            Annulla
          </button>
        </div>
      </form>
    </section>
  );
}
