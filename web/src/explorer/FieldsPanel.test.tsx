// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldsView } from '@club/wire';
import { FieldsPanel } from './FieldsPanel';
import { EXPLORER_KEY_STORAGE } from './key';

const OPS_KEY = 'ops-key-of-this-tab';
const VIEW: FieldsView = {
  days: 30,
  fields: [
    {
      coordinate: 'Query.courseCatalogue',
      count: 42,
      lastSeen: '2026-12-06T09:00:00.000Z',
      clients: [
        { client: 'partner:acme', count: 40, lastSeen: '2026-12-06T09:00:00.000Z' },
        { client: 'web', count: 2, lastSeen: '2026-12-05T09:00:00.000Z' },
      ],
    },
    { coordinate: 'Course.title', count: 3, lastSeen: '2026-12-01T09:00:00.000Z', clients: [{ client: 'web', count: 3, lastSeen: '2026-12-01T09:00:00.000Z' }] },
    { coordinate: 'Query.plans', count: 0, lastSeen: null, clients: [] },
    { coordinate: 'Plan.price', count: 0, lastSeen: null, clients: [] },
  ],
  unused: ['Plan.price', 'Query.plans'],
};

function fakeGateway(status = 200, body: unknown = VIEW) {
  const requests: { url: string; key: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(input), key: new Headers(init?.headers).get('x-api-key') });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return requests;
}

beforeEach(() => sessionStorage.setItem(EXPLORER_KEY_STORAGE, OPS_KEY));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('FieldsPanel (ops: field usage)', () => {
  it('shows per field who used it, how much and when last, with the ops key of the tab, over 30 days', async () => {
    const requests = fakeGateway();
    render(<FieldsPanel />);
    const table = await screen.findByRole('table', { name: "Chi usa ogni campo, quante operazioni e quando l'ultima" });
    expect(requests).toEqual([{ url: '/explorer/fields?days=30', key: OPS_KEY }]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Query.courseCatalogue', 'Course.title']);
    expect(rows[0]!.textContent).toContain('42');
    expect(rows[0]!.textContent).toContain('partner acme (40');
    expect(rows[0]!.textContent).toContain('portale web (2');
    expect(rows[0]!.textContent).toContain(new Date('2026-12-06T09:00:00.000Z').toLocaleString('it-IT', { dateStyle: 'short', timeStyle: 'short' }));
  });

  it("lists the fields nobody used under 'Campi non usati negli ultimi 30 giorni', and the search narrows both lists", async () => {
    fakeGateway();
    render(<FieldsPanel />);
    expect(await screen.findByRole('heading', { name: 'Campi non usati negli ultimi 30 giorni' })).toBeTruthy();
    const unused = screen.getByRole('list', { name: 'Campi non usati' });
    expect(within(unused).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Plan.price', 'Query.plans']);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Cerca un campo' }), 'plans');
    expect(within(screen.getByRole('list', { name: 'Campi non usati' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Query.plans']);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Nessun campo usato che corrisponda alla ricerca.')).toBeTruthy();
  });

  it("shows the gateway's refusal to a partner key", async () => {
    fakeGateway(403, { message: "L'uso dei campi è riservato agli operatori." });
    render(<FieldsPanel />);
    expect((await screen.findByRole('alert')).textContent).toBe("L'uso dei campi è riservato agli operatori.");
  });

  it('has no axe violations (WCAG 2.1 AA rules jsdom can run) and its table scrolls from the keyboard', async () => {
    fakeGateway();
    const { container } = render(<FieldsPanel />);
    await screen.findByRole('table');
    const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Cerca un campo' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Tabella dei campi usati' }));
  });
});
