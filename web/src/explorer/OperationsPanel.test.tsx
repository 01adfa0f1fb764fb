// @vitest-environment jsdom
import type { OperationsView, OperationStats } from '@club/wire';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPLORER_KEY_STORAGE } from './key';
import { OperationsPanel } from './OperationsPanel';

// uPlot draws on a canvas jsdom has not: the chart module records what it was given.
const charts: { title: string; at: number[]; series: { label: string; values: (number | null)[] }[] }[] = [];
vi.mock('./OperationChart', () => ({
  default: (props: (typeof charts)[number]) => {
    charts.push(props);
    return <div role="img" aria-label={props.title} />;
  },
}));

const OPS_KEY = 'ops-key-of-this-tab';
const T0 = Date.UTC(2026, 11, 7, 9, 0);

const stats = (over: Partial<OperationStats>): OperationStats => ({
  operationName: 'Home',
  count: 10,
  rate: 0.17,
  errors: 0,
  errorRate: 0,
  p50: 12,
  p95: 40,
  p99: 80,
  cost: 30,
  costPerRequest: 3,
  errorCodes: [],
  series: [
    { at: T0, count: 6, errors: 0, p50: 10, p95: 30, p99: 60 },
    { at: T0 + 60_000, count: 4, errors: 0, p50: 14, p95: 50, p99: 80 },
  ],
  ...over,
});

const VIEW: OperationsView = {
  from: T0,
  to: T0 + 3_600_000,
  range: '1h',
  bucketMs: 60_000,
  stats: [
    stats({}),
    stats({
      operationName: 'CourseDetail',
      count: 4,
      errors: 2,
      errorRate: 0.5,
      p95: 900,
      errorCodes: [{ code: 'UPSTREAM_UNAVAILABLE', count: 2, samples: ['Il catalogo non risponde.'] }],
      series: [{ at: T0, count: 4, errors: 2, p50: 300, p95: 900, p99: 950 }],
    }),
  ],
  topSlow: ['CourseDetail', 'Home'],
  topFailing: ['CourseDetail'],
  clients: ['anonymous', 'partner:acme', 'web'],
  recent: [{ at: T0, requestId: 'r1', operationName: 'Home', client: 'web', durationMs: 12, cost: 3, errors: [], subgraphs: ['cms'] }],
};

function fakeGateway(answer: (url: URL) => { status: number; body: unknown } = () => ({ status: 200, body: VIEW })) {
  const requests: { url: URL; key: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://gateway.test');
      requests.push({ url, key: new Headers(init?.headers).get('x-api-key') });
      const { status, body } = answer(url);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return requests;
}

beforeEach(() => {
  sessionStorage.setItem(EXPLORER_KEY_STORAGE, OPS_KEY);
  charts.length = 0;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('OperationsPanel (ops: the fleet’s operations)', () => {
  it('asks the last hour with the ops key and lists per operation requests, rate, errors, percentiles and cost', async () => {
    const requests = fakeGateway();
    render(<OperationsPanel />);
    const table = await screen.findByRole('table', { name: 'Latenza, richieste ed errori per operazione' });
    expect(requests[0]!.url.pathname).toBe('/explorer/operations');
    expect(requests[0]!.url.searchParams.get('range')).toBe('1h');
    expect(requests[0]!.key).toBe(OPS_KEY);
    const course = within(table).getByRole('row', { name: /CourseDetail/ });
    expect(course.textContent).toContain('50%');
    expect(course.textContent).toContain('900 ms');
    expect(within(table).getByRole('row', { name: /Home/ }).textContent).toContain('0,17/min');
    expect(within(screen.getByRole('list', { name: 'Le più lente (p95)' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['CourseDetail 900 ms', 'Home 40 ms']);
    expect(within(screen.getByRole('list', { name: 'Con più errori' })).getByRole('listitem').textContent).toBe('CourseDetail 2 errori');
  });

  it('ranges and filters go to the gateway: 24 h, a client, an operation, errors only, a minimum cost, a custom range', async () => {
    const requests = fakeGateway();
    const user = userEvent.setup();
    render(<OperationsPanel />);
    await screen.findByRole('table', { name: 'Latenza, richieste ed errori per operazione' });
    await user.selectOptions(screen.getByLabelText('Intervallo'), '24h');
    await user.selectOptions(screen.getByLabelText('Client'), 'partner:acme');
    await user.type(screen.getByLabelText('Operazione'), 'Home');
    await user.selectOptions(screen.getByLabelText('Esito'), 'error');
    await user.type(screen.getByLabelText('Costo minimo per richiesta'), '5');
    const last = requests.at(-1)!.url.searchParams;
    expect(Object.fromEntries(last)).toEqual({ range: '24h', client: 'partner:acme', operation: 'Home', status: 'error', minCost: '5' });

    const before = requests.length;
    await user.selectOptions(screen.getByLabelText('Intervallo'), 'custom');
    // Nothing is asked until both ends are there.
    expect(requests.length).toBe(before);
    expect(screen.getByText("Scegli l'inizio e la fine dell'intervallo.")).toBeTruthy();
    await user.type(screen.getByLabelText('Dal'), '2026-12-01T08:00');
    await user.type(screen.getByLabelText('Al'), '2026-12-02T08:00');
    const custom = requests.at(-1)!.url.searchParams;
    expect(custom.get('range')).toBeNull();
    expect(custom.get('from')).toBe(new Date('2026-12-01T08:00').toISOString());
    expect(custom.get('to')).toBe(new Date('2026-12-02T08:00').toISOString());
  });

  it('an operation picked from the top failing opens its charts, its series as a table, its error codes with samples and its traces', async () => {
    fakeGateway();
    const user = userEvent.setup();
    render(<OperationsPanel />);
    await user.click(within(await screen.findByRole('list', { name: 'Con più errori' })).getByRole('button', { name: 'CourseDetail' }));
    const detail = await screen.findByRole('region', { name: 'CourseDetail' });
    await within(detail).findByRole('img', { name: 'Latenza di CourseDetail' });
    expect(charts.find((c) => c.title === 'Latenza di CourseDetail')!.series.map((s) => [s.label, s.values])).toEqual([
      ['p50 (ms)', [300]],
      ['p95 (ms)', [900]],
      ['p99 (ms)', [950]],
    ]);
    expect(charts.find((c) => c.title === 'Richieste ed errori di CourseDetail')!.series.map((s) => s.values)).toEqual([[4], [50]]);
    const codes = within(detail).getByRole('list', { name: 'Codici di errore di CourseDetail' });
    expect(codes.textContent).toContain('UPSTREAM_UNAVAILABLE: 2 volte');
    expect(within(codes).getByRole('list', { name: 'Messaggi di esempio per UPSTREAM_UNAVAILABLE' }).textContent).toBe('Il catalogo non risponde.');
    expect(within(detail).getByRole('link', { name: 'Tracce di CourseDetail' }).getAttribute('href')).toBe('#/tracce?operazione=CourseDetail');
  });

  it('opens an operation from the table with the keyboard and hands its name to onOpenTraces', async () => {
    fakeGateway();
    const opened: string[] = [];
    const user = userEvent.setup();
    render(<OperationsPanel onOpenTraces={(name) => opened.push(name)} />);
    const pick = within(await screen.findByRole('table', { name: 'Latenza, richieste ed errori per operazione' })).getByRole('button', { name: 'Home' });
    pick.focus();
    await user.keyboard('{Enter}');
    expect(pick.getAttribute('aria-pressed')).toBe('true');
    const detail = await screen.findByRole('region', { name: 'Home' });
    within(detail).getByRole('button', { name: 'Tracce di Home' }).focus();
    await user.keyboard('{Enter}');
    expect(opened).toEqual(['Home']);
  });

  it("shows the gateway's refusal", async () => {
    fakeGateway(() => ({ status: 403, body: { message: 'La vista delle operazioni è riservata agli operatori.' } }));
    render(<OperationsPanel />);
    expect((await screen.findByRole('alert')).textContent).toBe('La vista delle operazioni è riservata agli operatori.');
  });
});
