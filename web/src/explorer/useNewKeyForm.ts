import { ALL_SCOPES } from '@club/wire';
import { useState, type FormEvent } from 'react';
import { keysRequest, refusal } from './keysApi';

/** The budget the form starts from (cost per minute; the gateway's default for configured keys is 50 000). */
export const DEFAULT_NEW_KEY_BUDGET = 5000;

/**
 * The new key form's state and its submit: what is missing is said before anything is sent, the
 * gateway's reasons for a refused key after; a created key is kept to be shown once, the form starts
 * again and `onCreated` lists the keys again.
 */
export function useNewKeyForm(onCreated: () => Promise<void>) {
  const [partner, setPartner] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [budget, setBudget] = useState(String(DEFAULT_NEW_KEY_BUDGET));
  /** The optional expiry, a day (`YYYY-MM-DD`): the key is accepted until that day's end, local time. */
  const [expiry, setExpiry] = useState('');
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ partner: string; key: string } | null>(null);

  const toggle = (scope: string, on: boolean) => setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const problems: string[] = [];
    const budgetPerMinute = Number(budget);
    if (partner.trim() === '') problems.push('Indica il nome del partner.');
    if (scopes.length === 0) problems.push('Scegli almeno un ambito.');
    if (!Number.isSafeInteger(budgetPerMinute) || budgetPerMinute <= 0) problems.push('Il budget al minuto deve essere un numero intero positivo.');
    const expiresAt = expiry ? endOfDay(expiry) : null;
    if (expiry && (!expiresAt || Date.parse(expiresAt) <= Date.now())) problems.push('La scadenza deve essere un giorno futuro.');
    setFormErrors(problems);
    if (problems.length > 0) return;
    setBusy(true);
    try {
      const res = await keysRequest('POST', '/ops/keys', { partner: partner.trim(), scopes: scopes.includes(ALL_SCOPES) ? [ALL_SCOPES] : scopes, budgetPerMinute, ...(expiresAt ? { expiresAt } : {}) });
      if (!res.ok) return void setFormErrors(Array.isArray(res.body.problems) ? (res.body.problems as string[]) : [refusal(res)]);
      setCreated({ partner: String(res.body.partner), key: String(res.body.key) });
      setPartner('');
      setScopes([]);
      setBudget(String(DEFAULT_NEW_KEY_BUDGET));
      setExpiry('');
      await onCreated();
    } catch {
      setFormErrors(['Creazione non riuscita: riprova.']);
    } finally {
      setBusy(false);
    }
  };

  return { partner, setPartner, scopes, toggle, budget, setBudget, expiry, setExpiry, formErrors, busy, created, dismissCreated: () => setCreated(null), create };
}

/** The end of a day (`YYYY-MM-DD`, local time) as an ISO date-time, or null when it is no date. */
export function endOfDay(day: string): string | null {
  const end = new Date(`${day}T23:59:59`);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}
