// @vitest-environment jsdom
import type { KeyAuditEntry } from '@club/wire';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPLORER_KEY_STORAGE } from './key';
import { KeysAuditPanel } from './KeysAuditPanel';

const ENTRIES: KeyAuditEntry[] = [
  { id: 3, at: '2026-11-25T10:05:00.000Z', who: 'Giulia Neri', from: '203.0.113.7', action: 'update', keyId: 'aaaaaaaaaaaa', before: { partner: 'acme', budget_per_minute: 1000, expires_at: null }, after: { partner: 'acme', budget_per_minute: 2000, expires_at: null } },
  { id: 2, at: '2026-11-25T10:01:00.000Z', who: 'senza nome (night)', from: '198.51.100.2', action: 'rotate', keyId: 'aaaaaaaaaaaa', before: { previous_valid_until: null }, after: { previous_valid_until: '2026-11-26T10:01:00+00:00' } },
  { id: 1, at: '2026-11-25T10:00:00.000Z', who: 'cli:root', from: 'ops-host', action: 'create', keyId: 'aaaaaaaaaaaa', before: null, after: { partner: 'acme', scopes: ['contents'], budget_per_minute: 1000, expires_at: null } },
];

let requests: { method: string; url: string; key: string | null }[];
beforeEach(() => {
  sessionStorage.setItem(EXPLORER_KEY_STORAGE, 'ops-key');
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ method: init?.method ?? 'GET', url, key: new Headers(init?.headers).get('x-api-key') });
      return new Response(JSON.stringify({ entries: ENTRIES }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('KeysAuditPanel (ops: who did what to partner keys)', () => {
  it('lists each change newest first: when, who, from where, what, which key and the fields it changed', async () => {
    render(<KeysAuditPanel />);
    const table = await screen.findByRole('table', { name: 'Modifiche alle chiavi dei partner' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(rows[0]!)).toEqual(['Giulia Neri', '203.0.113.7', 'Modifica', 'aaaaaaaaaaaa', 'budget al minuto: 1000 → 2000']);
    expect(cells(rows[1]!)).toEqual(['senza nome (night)', '198.51.100.2', 'Rotazione', 'aaaaaaaaaaaa', `nuovo segreto; chiave precedente valida fino a: — → ${new Date('2026-11-26T10:01:00Z').toLocaleString('it-IT', { dateStyle: 'short', timeStyle: 'medium' })}`]);
    expect(cells(rows[2]!)).toEqual(['cli:root', 'ops-host', 'Creazione', 'aaaaaaaaaaaa', 'partner: acme; ambiti: contents; budget al minuto: 1000; scadenza: —']);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe(new Date(ENTRIES[0]!.at).toLocaleString('it-IT', { dateStyle: 'short', timeStyle: 'medium' }));
  });

  it('only reads the audit, with the ops key of the tab, and reads it again on request', async () => {
    const user = userEvent.setup();
    render(<KeysAuditPanel />);
    await screen.findByRole('table', { name: 'Modifiche alle chiavi dei partner' });
    await user.click(screen.getByRole('button', { name: 'Aggiorna' }));
    expect(requests).toEqual([
      { method: 'GET', url: '/ops/audit', key: 'ops-key' },
      { method: 'GET', url: '/ops/audit', key: 'ops-key' },
    ]);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Aggiorna']);
  });
});
