// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayOf } from './KeyEditForm';
import { EXPLORER_KEY_STORAGE } from './key';
import { KeysPanel, type PartnerKeyRecord } from './KeysPanel';

const OPS_KEY = 'ops-key-of-this-tab';
const DATED: PartnerKeyRecord = { id: 'dddddddddddd', partner: 'dated', scopes: ['*'], budgetPerMinute: 5000, createdAt: '2026-11-20T09:00:00.000Z', revokedAt: null, expiresAt: '2099-03-31T21:59:59.000Z', previousValidUntil: null };
const REVOKED: PartnerKeyRecord = { ...DATED, id: 'eeeeeeeeeeee', partner: 'gone', revokedAt: '2026-11-21T09:00:00.000Z' };

/** A fake `/ops/keys` over fetch whose PATCH applies the change, or refuses a budget of 999 as the gateway would refuse something. */
function fakeGateway(initial: PartnerKeyRecord[]) {
  const keys = initial.map((k) => ({ ...k }));
  const patches: { url: string; key: string | null; body: Record<string, unknown> }[] = [];
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (url === '/graphql') return json(200, { data: { __schema: { queryType: { fields: [{ name: 'plans' }] }, mutationType: null } } });
      if (url === '/ops/keys' && method === 'GET') return json(200, { keys });
      const id = url.match(/^\/ops\/keys\/(\w+)$/)?.[1];
      if (id && method === 'PATCH') {
        const body = JSON.parse(String(init!.body)) as { budgetPerMinute?: number; expiresAt?: string | null };
        patches.push({ url, key: new Headers(init?.headers).get('x-api-key'), body });
        if (body.budgetPerMinute === 999) return json(400, { message: 'x', problems: ['La scadenza deve essere nel futuro.'] });
        const record = keys.find((k) => k.id === id)!;
        Object.assign(record, body.budgetPerMinute === undefined ? {} : { budgetPerMinute: body.budgetPerMinute }, body.expiresAt === undefined ? {} : { expiresAt: body.expiresAt });
        return json(200, record);
      }
      return json(404, { message: 'Not found' });
    }),
  );
  return { patches };
}

beforeEach(() => sessionStorage.setItem(EXPLORER_KEY_STORAGE, OPS_KEY));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("KeysPanel: 'Modifica' changes a key's budget and expiry after its creation", () => {
  it('opens on the key’s values with the focus on the budget, sends the change with the ops key, lists the new values and gives the focus back', async () => {
    const user = userEvent.setup();
    const { patches } = fakeGateway([DATED, REVOKED]);
    render(<KeysPanel />);
    // A revoked key cannot be changed: its row offers nothing.
    expect(within(await screen.findByRole('row', { name: /gone/ })).queryByRole('button')).toBeNull();
    const edit = screen.getByRole('button', { name: 'Modifica la chiave di dated (dddddddddddd)' });
    await user.click(edit);

    const form = screen.getByRole('region', { name: 'Modifica la chiave di dated (dddddddddddd)' });
    const budget = within(form).getByLabelText('Nuovo budget di costo al minuto');
    expect(document.activeElement).toBe(budget);
    expect((budget as HTMLInputElement).value).toBe('5000');
    expect((within(form).getByLabelText('Nuova scadenza') as HTMLInputElement).value).toBe(dayOf(DATED.expiresAt));
    const { violations } = await axe.run(form, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((v) => v.id)).toEqual([]);

    await user.clear(budget);
    await user.type(budget, '8000');
    await user.clear(within(form).getByLabelText('Nuova scadenza'));
    await user.type(within(form).getByLabelText('Nuova scadenza'), '2099-06-30');
    await user.keyboard('{Enter}');

    expect(await screen.findByText(/^Chiave di dated \(dddddddddddd\) aggiornata: budget 8000 al minuto, scade il /)).toBeTruthy();
    expect(patches).toEqual([{ url: '/ops/keys/dddddddddddd', key: OPS_KEY, body: { budgetPerMinute: 8000, expiresAt: new Date('2099-06-30T23:59:59').toISOString() } }]);
    expect(screen.queryByRole('region', { name: /^Modifica la chiave/ })).toBeNull();
    expect(await within(screen.getByRole('row', { name: /dated/ })).findByText('8000')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Modifica la chiave di dated (dddddddddddd)' }));
  });

  it('an unchanged day keeps the stored expiry; a cleared one removes it (null)', async () => {
    const user = userEvent.setup();
    const { patches } = fakeGateway([DATED]);
    render(<KeysPanel />);
    await user.click(await screen.findByRole('button', { name: 'Modifica la chiave di dated (dddddddddddd)' }));
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    await screen.findByText(/aggiornata: budget 5000 al minuto, scade il/);
    expect(patches.at(-1)!.body).toEqual({ budgetPerMinute: 5000 });

    await user.click(screen.getByRole('button', { name: 'Modifica la chiave di dated (dddddddddddd)' }));
    await user.clear(screen.getByLabelText('Nuova scadenza'));
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    await screen.findByText(/aggiornata: budget 5000 al minuto, non scade\./);
    expect(patches.at(-1)!.body).toEqual({ budgetPerMinute: 5000, expiresAt: null });
  });

  it('says what is wrong before sending, shows the gateway’s reasons in Italian, and Escape closes it unchanged', async () => {
    const user = userEvent.setup();
    const { patches } = fakeGateway([DATED]);
    render(<KeysPanel />);
    await user.click(await screen.findByRole('button', { name: 'Modifica la chiave di dated (dddddddddddd)' }));
    const budget = screen.getByLabelText('Nuovo budget di costo al minuto');
    await user.clear(budget);
    await user.type(budget, '0');
    await user.clear(screen.getByLabelText('Nuova scadenza'));
    await user.type(screen.getByLabelText('Nuova scadenza'), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Il budget al minuto deve essere un numero intero positivo.');
    expect(alert.textContent).toContain('La scadenza deve essere un giorno futuro.');
    expect(patches).toEqual([]);

    await user.clear(budget);
    await user.type(budget, '999');
    await user.clear(screen.getByLabelText('Nuova scadenza'));
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    expect((await screen.findByText('La scadenza deve essere nel futuro.')).closest('[role="alert"]')).toBeTruthy();
    expect(patches).toHaveLength(1);
    expect(screen.getByRole('region', { name: /^Modifica la chiave di dated/ })).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: /^Modifica la chiave/ })).toBeNull();
    expect(patches).toHaveLength(1);
    expect(within(screen.getByRole('row', { name: /dated/ })).getByText('5000')).toBeTruthy();
  });
});
