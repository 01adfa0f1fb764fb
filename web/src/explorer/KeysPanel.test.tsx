// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPLORER_KEY_STORAGE } from './key';
import { isOpsKey, KeysPanel, type PartnerKeyRecord } from './KeysPanel';

const OPS_KEY = 'ops-key-of-this-tab';

/** A fake `/ops/keys` and `/graphql` (the schema's root fields) over fetch, recording each request. */
function fakeGateway(initial: PartnerKeyRecord[]) {
  const keys = initial.map((k) => ({ ...k }));
  const requests: { method: string; url: string; key: string | null; body: unknown }[] = [];
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method, url, key: new Headers(init?.headers).get('x-api-key'), body });
    if (url === '/graphql') {
      return json(200, { data: { __schema: { queryType: { fields: [{ name: 'contents' }, { name: 'courseCatalogue' }, { name: 'plans' }] }, mutationType: { fields: [{ name: 'addFavourite' }] } } } });
    }
    if (url === '/ops/keys' && method === 'GET') return json(200, { keys });
    if (url === '/ops/keys' && method === 'POST') {
      if (body.partner === 'rifiutato') return json(400, { message: 'x', problems: ['Ambiti sconosciuti (non sono campi radice dello schema): plans.'] });
      const record = { id: 'abc123abc123', partner: body.partner, scopes: body.scopes, budgetPerMinute: body.budgetPerMinute, createdAt: '2026-11-25T10:00:00.000Z', revokedAt: null, expiresAt: body.expiresAt ?? null, previousValidUntil: null };
      keys.push(record);
      return json(201, { ...record, key: 'ck_abc123abc123_secretsecret' });
    }
    const rotate = url.match(/^\/ops\/keys\/(\w+)\/rotate$/);
    if (rotate && method === 'POST') {
      const record = { ...keys.find((k) => k.id === rotate[1])!, previousValidUntil: '2026-11-26T10:00:00.000Z' };
      return json(200, { ...record, key: 'ck_aaaaaaaaaaaa_rotatedsecret' });
    }
    const revoke = url.match(/^\/ops\/keys\/(\w+)$/);
    if (revoke && method === 'DELETE') {
      const record = keys.find((k) => k.id === revoke[1])!;
      record.revokedAt = '2026-11-25T10:05:00.000Z';
      return json(200, record);
    }
    return json(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests };
}

const EXISTING: PartnerKeyRecord = { id: 'aaaaaaaaaaaa', partner: 'acme', scopes: ['courseCatalogue', 'contents'], budgetPerMinute: 5000, createdAt: '2026-11-20T09:00:00.000Z', revokedAt: null, expiresAt: null, previousValidUntil: null };
const REVOKED: PartnerKeyRecord = { id: 'bbbbbbbbbbbb', partner: 'old-partner', scopes: ['*'], budgetPerMinute: 100, createdAt: '2026-11-01T09:00:00.000Z', revokedAt: '2026-11-02T09:00:00.000Z', expiresAt: null, previousValidUntil: null };
const USED: PartnerKeyRecord = {
  id: 'cccccccccccc',
  partner: 'busy',
  scopes: ['*'],
  budgetPerMinute: 100,
  createdAt: '2026-11-01T09:00:00.000Z',
  revokedAt: null,
  expiresAt: '2099-12-31T22:59:59.000Z',
  previousValidUntil: null,
  lastUsedAt: '2026-11-25T08:30:00.000Z',
  usage: [
    { day: '2026-11-25', requests: 1200, costSpent: 5400, throttled: 3, errors: { THROTTLED: 3, FORBIDDEN: 1 } },
    { day: '2026-11-24', requests: 10, costSpent: 20, throttled: 0, errors: {} },
  ],
};

beforeEach(() => sessionStorage.setItem(EXPLORER_KEY_STORAGE, OPS_KEY));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('KeysPanel (ops: partner keys)', () => {
  it('lists the keys with partner, scopes, budget, created and revoked, with the ops key of the tab', async () => {
    const { requests } = fakeGateway([EXISTING, REVOKED]);
    render(<KeysPanel />);
    const table = await screen.findByRole('table', { name: 'Chiavi dei partner' });
    const acme = within(table).getByRole('row', { name: /acme/ });
    expect(acme.textContent).toContain('courseCatalogue, contents');
    expect(acme.textContent).toContain('5000');
    expect(within(acme).getByRole('button', { name: 'Revoca la chiave di acme (aaaaaaaaaaaa)' })).toBeTruthy();
    const old = within(table).getByRole('row', { name: /old-partner/ });
    expect(within(old).queryByRole('button')).toBeNull();
    expect(old.textContent).toContain('Revocata');
    expect(requests.every((r) => r.key === OPS_KEY)).toBe(true);
  });

  it('creates a key with scopes picked from the root fields and shows it once, with a copy button', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { requests } = fakeGateway([]);
    render(<KeysPanel />);
    await user.type(screen.getByLabelText('Partner'), 'new-partner');
    await user.type(await screen.findByLabelText('Filtra i campi'), 'co');
    const fields = screen.getByRole('group', { name: 'Campi radice' });
    // The filter keeps the matching root fields only.
    expect(within(fields).queryByLabelText('plans')).toBeNull();
    await user.click(within(fields).getByLabelText('courseCatalogue'));
    await user.click(within(fields).getByLabelText('contents'));
    await user.clear(screen.getByLabelText('Budget di costo al minuto'));
    await user.type(screen.getByLabelText('Budget di costo al minuto'), '300');
    await user.click(screen.getByRole('button', { name: 'Crea la chiave' }));

    const shown = await screen.findByTestId('explorer-new-key');
    expect(shown.textContent).toBe('ck_abc123abc123_secretsecret');
    expect(requests.find((r) => r.method === 'POST' && r.url === '/ops/keys')!.body).toEqual({ partner: 'new-partner', scopes: ['courseCatalogue', 'contents'], budgetPerMinute: 300 });
    await user.click(screen.getByRole('button', { name: 'Copia la chiave' }));
    expect(writeText).toHaveBeenCalledWith('ck_abc123abc123_secretsecret');
    expect(screen.getByText('Chiave copiata negli appunti.')).toBeTruthy();
    // The list now has the key (never the key itself); once dismissed, the key is gone from the page.
    expect(await screen.findByRole('row', { name: /new-partner/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Fatto, nascondi la chiave' }));
    expect(document.body.textContent).not.toContain('ck_abc123abc123_secretsecret');
  });

  it('explains what is missing, and shows the gateway reasons for a refused key', async () => {
    const user = userEvent.setup();
    const { requests } = fakeGateway([]);
    render(<KeysPanel />);
    await user.click(screen.getByRole('button', { name: 'Crea la chiave' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Indica il nome del partner.');
    expect(alert.textContent).toContain('Scegli almeno un ambito.');
    expect(requests.some((r) => r.method === 'POST' && r.url === '/ops/keys')).toBe(false);

    await user.type(screen.getByLabelText('Partner'), 'rifiutato');
    await user.click(screen.getByLabelText('Tutti i campi (*)'));
    await user.click(screen.getByRole('button', { name: 'Crea la chiave' }));
    expect((await screen.findByText(/Ambiti sconosciuti/)).closest('[role="alert"]')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST' && r.url === '/ops/keys')!.body).toMatchObject({ scopes: ['*'] });
    expect(screen.queryByTestId('explorer-new-key')).toBeNull();
  });

  it('revokes a key only after a confirmation, which the keyboard reaches at once', async () => {
    const user = userEvent.setup();
    const { requests } = fakeGateway([EXISTING]);
    render(<KeysPanel />);
    await user.click(await screen.findByRole('button', { name: 'Revoca la chiave di acme (aaaaaaaaaaaa)' }));
    const confirm = screen.getByRole('button', { name: 'Conferma la revoca' });
    expect(document.activeElement).toBe(confirm);
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Revoca la chiave di acme (aaaaaaaaaaaa)' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Chiave di acme (aaaaaaaaaaaa) revocata: le sue richieste ora ricevono 401.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/ops/keys/aaaaaaaaaaaa']);
    expect(within(screen.getByRole('row', { name: /acme/ })).queryByRole('button')).toBeNull();
  });
});

describe('KeysPanel: usage, expiry and rotation', () => {
  it("shows each key's expiry, last use and use over 30 days, per day on request", async () => {
    const user = userEvent.setup();
    fakeGateway([USED, EXISTING]);
    render(<KeysPanel />);
    const busy = await screen.findByRole('row', { name: /busy/ });
    const cells = within(busy).getAllByRole('cell');
    const header = within(screen.getByRole('table', { name: 'Chiavi dei partner' })).getAllByRole('columnheader').map((h) => h.textContent);
    const cell = (name: string) => cells[header.indexOf(name) - 1]!.textContent;
    expect(cell('Scadenza')).toBe(new Date(USED.expiresAt!).toLocaleString('it-IT', { dateStyle: 'short', timeStyle: 'short' }));
    expect(cell('Ultimo uso')).toBe(new Date(USED.lastUsedAt!).toLocaleString('it-IT', { dateStyle: 'short', timeStyle: 'short' }));
    const num = (n: number) => n.toLocaleString('it-IT');
    expect(cell('Uso (30 giorni)')).toContain(`${num(1210)} richieste, costo ${num(5420)}, 3 × 429`);
    const acme = screen.getByRole('row', { name: /acme/ });
    expect(within(acme).getAllByRole('cell').map((c) => c.textContent)).toEqual(expect.arrayContaining(['Nessuna', 'Mai', 'Nessun uso']));

    await user.click(within(busy).getByText(/richieste, costo/));
    const perDay = screen.getByRole('table', { name: 'Uso per giorno della chiave di busy' });
    const first = within(perDay).getByRole('row', { name: /2026-11-25/ });
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual([num(1200), num(5400), '3', 'THROTTLED 3, FORBIDDEN 1']);
  });

  it('sends the optional expiry as the end of the chosen day, and refuses a past day before sending', async () => {
    const user = userEvent.setup();
    const { requests } = fakeGateway([]);
    render(<KeysPanel />);
    await user.type(screen.getByLabelText('Partner'), 'dated');
    await user.click(await screen.findByLabelText('Tutti i campi (*)'));
    await user.type(screen.getByLabelText('Scadenza (facoltativa)'), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Crea la chiave' }));
    expect(screen.getByRole('alert').textContent).toContain('La scadenza deve essere un giorno futuro.');
    expect(requests.some((r) => r.method === 'POST' && r.url === '/ops/keys')).toBe(false);

    await user.clear(screen.getByLabelText('Scadenza (facoltativa)'));
    await user.type(screen.getByLabelText('Scadenza (facoltativa)'), '2099-06-30');
    await user.click(screen.getByRole('button', { name: 'Crea la chiave' }));
    await screen.findByTestId('explorer-new-key');
    expect(requests.find((r) => r.method === 'POST' && r.url === '/ops/keys')!.body).toMatchObject({ partner: 'dated', expiresAt: new Date('2099-06-30T23:59:59').toISOString() });
  });

  it("'Ruota' asks for a confirmation, then shows the new secret once with how long the old one lasts", async () => {
    const user = userEvent.setup();
    const { requests } = fakeGateway([EXISTING]);
    render(<KeysPanel />);
    await user.click(await screen.findByRole('button', { name: 'Ruota la chiave di acme (aaaaaaaaaaaa)' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Conferma la rotazione' }));
    expect(requests.some((r) => r.url.endsWith('/rotate'))).toBe(false);
    await user.keyboard('{Enter}');
    const shown = await screen.findByTestId('explorer-new-key');
    expect(shown.textContent).toBe('ck_aaaaaaaaaaaa_rotatedsecret');
    expect(screen.getByRole('heading', { name: 'Chiave ruotata per acme' })).toBe(document.activeElement);
    expect(screen.getByText(/La chiave precedente resta valida fino al .*, poi riceve 401\./)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST' && r.url.startsWith('/ops/')).map((r) => r.url)).toEqual(['/ops/keys/aaaaaaaaaaaa/rotate']);
    await user.click(screen.getByRole('button', { name: 'Fatto, nascondi la chiave' }));
    expect(document.body.textContent).not.toContain('rotatedsecret');
  });
});

describe('isOpsKey', () => {
  it('is true only when /ops/keys answers the key (a partner gets 403, an unknown key 401)', async () => {
    const answers: Record<string, number> = { ops: 200, partner: 403, stored: 401 };
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init?: RequestInit) => new Response(null, { status: answers[new Headers(init?.headers).get('x-api-key')!] })));
    expect(await isOpsKey('ops')).toBe(true);
    expect(await isOpsKey('partner')).toBe(false);
    expect(await isOpsKey('stored')).toBe(false);
    expect(await isOpsKey('')).toBe(false);
  });
});
