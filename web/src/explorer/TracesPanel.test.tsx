// @vitest-environment jsdom
import type { KeptTrace, KeptTraceSummary } from '@club/wire';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPLORER_KEY_STORAGE } from './key';
import { tracesHash, tracesRouteOf } from './traces-route';
import { TracesPanel } from './TracesPanel';
import { LABEL_WIDTH, TRACK_WIDTH, TraceWaterfall } from './TraceWaterfall';

const OPS_KEY = 'ops-key-of-this-tab';

/** A trace of 100 ms: a fetch from 20 to 70 ms, a field of its subgraph from 30 to 40 ms under it, a second fetch from 72 to 95 ms. */
const TRACE: KeptTrace = {
  id: '0123456789abcdef',
  operationName: 'CatalogueAndPlans',
  durationMs: 100,
  at: '2026-12-07T09:00:00.000Z',
  why: 'slow',
  requestId: 'req-42',
  spans: [
    { id: 'op', parentId: null, name: 'CatalogueAndPlans', kind: 'operation', startMs: 0, durationMs: 100, ok: true },
    { id: 'f1', parentId: 'op', name: 'subgraph commerce', kind: 'fetch', startMs: 72, durationMs: 23, ok: false, detail: 'commerce' },
    { id: 'f0', parentId: 'op', name: 'subgraph fad', kind: 'fetch', startMs: 20, durationMs: 50, ok: true, detail: 'fad' },
    { id: 'f0.0', parentId: 'f0', name: 'Query.courseCatalogue', kind: 'field', startMs: 30, durationMs: 10, ok: true, detail: 'courseCatalogue' },
  ],
};
const SUMMARY: KeptTraceSummary = { id: TRACE.id, operationName: TRACE.operationName, durationMs: 100, at: TRACE.at, why: 'slow', requestId: 'req-42' };

function fakeGateway(answer: { status: number; body: unknown } = { status: 200, body: { traces: [SUMMARY] } }) {
  const requests: { url: string; key: string | null }[] = [];
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      requests.push({ url, key: new Headers(init?.headers).get('x-api-key') });
      if (url.startsWith('/explorer/traces?')) return json(answer.status, answer.body);
      if (url === `/explorer/traces/${TRACE.id}`) return json(200, TRACE);
      return json(404, { message: 'Traccia sconosciuta.' });
    }),
  );
  return { requests };
}

const noViolations = async (node: Element) => {
  const { violations } = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
};

beforeEach(() => sessionStorage.setItem(EXPLORER_KEY_STORAGE, OPS_KEY));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  window.location.hash = '';
});

describe('TraceWaterfall', () => {
  it('places each bar by its start and duration relative to the root, each span nested under its parent', () => {
    const { container } = render(<TraceWaterfall trace={TRACE} />);
    const rows = [...container.querySelectorAll('svg g[data-span]')];
    // Depth first, siblings by start: the fad fetch and its field before the commerce fetch.
    expect(rows.map((g) => g.getAttribute('data-span'))).toEqual(['op', 'f0', 'f0.0', 'f1']);
    const bar = (id: string) => {
      const rect = container.querySelector(`g[data-span="${id}"] rect`)!;
      return { x: Number(rect.getAttribute('x')), width: Number(rect.getAttribute('width')) };
    };
    const labelX = (id: string) => Number(container.querySelector(`g[data-span="${id}"] text`)!.getAttribute('x'));
    expect(bar('op')).toEqual({ x: LABEL_WIDTH, width: TRACK_WIDTH });
    // The field starts at 30 ms of 100: 30% along the root's bar, and lasts 10% of it.
    expect(bar('f0.0').x - bar('op').x).toBeCloseTo(0.3 * TRACK_WIDTH);
    expect(bar('f0.0').width).toBeCloseTo(0.1 * TRACK_WIDTH);
    expect(bar('f0').x - bar('op').x).toBeCloseTo(0.2 * TRACK_WIDTH);
    expect(bar('f1').x - bar('op').x).toBeCloseTo(0.72 * TRACK_WIDTH);
    // Nesting: each level indented further than its parent.
    expect(labelX('f0')).toBeGreaterThan(labelX('op'));
    expect(labelX('f0.0')).toBeGreaterThan(labelX('f0'));
    expect(container.querySelector('g[data-span="f1"] rect')!.getAttribute('class')).toContain('explorer-traces__bar--error');
  });

  it('has a table with the same data: each span with its parent, kind, start, duration and outcome', async () => {
    const { container } = render(<TraceWaterfall trace={TRACE} />);
    expect(screen.getByRole('img').getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('img', { name: /Cascata della traccia di CatalogueAndPlans \(100 ms\): 4 span/ })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Span della traccia' });
    const cells = (name: RegExp) => within(within(table).getByRole('row', { name })).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(/Query\.courseCatalogue/)).toEqual(['subgraph fad', 'Campo', '30 ms', '10 ms', 'ok']);
    expect(cells(/subgraph commerce/)).toEqual(['CatalogueAndPlans', 'Richiesta al subgraph', '72 ms', '23 ms', 'errore']);
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.getAttribute('data-span'))).toEqual(['op', 'f0', 'f0.0', 'f1']);
    await noViolations(container);
  });
});

describe('TracesPanel', () => {
  it('lists the traces of the operation the address names, and opens one as a waterfall from the keyboard', async () => {
    window.location.hash = tracesHash('CatalogueAndPlans');
    const { requests } = fakeGateway();
    const { container } = render(<TracesPanel />);
    const table = await screen.findByRole('table', { name: 'Tracce conservate' });
    expect(requests[0]).toEqual({ url: '/explorer/traces?limit=50&operation=CatalogueAndPlans', key: OPS_KEY });
    expect((screen.getByLabelText('Operazione') as HTMLInputElement).value).toBe('CatalogueAndPlans');
    const row = within(table).getByRole('row', { name: /CatalogueAndPlans/ });
    expect(row.textContent).toContain('100 ms');
    expect(row.textContent).toContain('lenta');

    const user = userEvent.setup();
    const open = within(row).getByRole('button', { name: /^Apri la traccia di CatalogueAndPlans delle / });
    while (document.activeElement !== open) await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: /Traccia di CatalogueAndPlans, 100 ms \(lenta, richiesta req-42\)/ })).toBeTruthy();
    expect(requests.at(-1)).toEqual({ url: `/explorer/traces/${TRACE.id}`, key: OPS_KEY });
    expect(screen.getByRole('table', { name: 'Span della traccia' })).toBeTruthy();
    expect(open.getAttribute('aria-pressed')).toBe('true');
    await noViolations(container);
  });

  it('filters by the operation typed: the address carries it', async () => {
    window.location.hash = tracesHash();
    const { requests } = fakeGateway({ status: 200, body: { traces: [] } });
    render(<TracesPanel />);
    expect(await screen.findByText(/Nessuna traccia conservata/)).toBeTruthy();
    expect(requests[0]!.url).toBe('/explorer/traces?limit=50');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Operazione'), 'Slow Op{Enter}');
    expect(window.location.hash).toBe('#/tracce?operazione=Slow%20Op');
    await vi.waitFor(() => expect(requests.at(-1)!.url).toBe('/explorer/traces?limit=50&operation=Slow+Op'));
  });

  it('shows the gateway’s refusal of a partner key', async () => {
    fakeGateway({ status: 403, body: { message: 'Le tracce sono riservate agli operatori.' } });
    render(<TracesPanel />);
    expect((await screen.findByRole('alert')).textContent).toBe('Le tracce sono riservate agli operatori.');
  });
});

describe('traces address', () => {
  it('names the operation, or every one; other addresses are not the panel’s', () => {
    expect(tracesRouteOf(tracesHash('Query À'))).toEqual({ operation: 'Query À' });
    expect(tracesRouteOf('#/tracce')).toEqual({ operation: null });
    expect(tracesRouteOf('#/tracceX')).toBeUndefined();
    expect(tracesRouteOf('')).toBeUndefined();
  });
});
