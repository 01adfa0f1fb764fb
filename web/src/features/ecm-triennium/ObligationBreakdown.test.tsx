// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { makeFragmentData } from '../../gql';
import { renderPage, type OperationHandler } from '../../lib/test-graphql';
import { CreditsByKind } from './CreditsByKind';
import { ExternalCreditForm } from './ExternalCreditForm';
import { ObligationBreakdown } from './ObligationBreakdown';
import { EcmCreditsByKindFragment, EcmObligationBreakdownFragment } from './obligation-queries';

afterEach(cleanup);

const line = { __typename: 'EcmObligationLine', id: 'adj-1', kind: 'ESENZIONE_MATERNITA_PATERNITA', label: 'Esenzione: congedo di maternità o paternità', start: '2026-03-01', end: '2026-07-31', credits: null, reduction: 20, note: null, fromRecordedCredits: false } as const;
const recorded = {
  __typename: 'EcmObligationLine',
  id: 'crediti-registrati-triennio-precedente',
  kind: 'TRIENNIO_PRECEDENTE',
  label: 'Riduzione per i crediti del triennio precedente (dai crediti registrati nel portale)',
  start: '2023-01-01',
  end: '2025-12-31',
  credits: 95.5,
  reduction: 0,
  note: "Nel portale risultano 95,5 crediti nel triennio 2023-2025: se l'anagrafe Co.Ge.A.P.S. lo conferma, registra la riduzione (15 crediti in meno).",
  fromRecordedCredits: true,
} as const;
const breakdown = (override: number | null, lines: readonly (typeof line | typeof recorded)[] = [line]) =>
  makeFragmentData(
    { __typename: 'EcmTriennium', start: '2026-01-01', end: '2028-12-31', obligationBreakdown: { __typename: 'EcmObligationBreakdown', standard: 150, reduction: 20, computed: 130, override, obligation: override ?? 130, lines: [...lines] } },
    EcmObligationBreakdownFragment,
  );
const refetched: OperationHandler = () => ({ data: { ecmTrienniumAccess: 'TRACK', viewer: { __typename: 'Viewer', user: null } } });
const plan: OperationHandler = () => ({ data: { viewer: { __typename: 'Viewer', user: null } } });

describe('the obligation breakdown (issue 40)', () => {
  it('shows standard, each exemption with its period and what it takes off, and the obligation; the member’s own figure prevails', () => {
    renderPage(<ObligationBreakdown triennium={breakdown(null)} />, { path: '/', url: '/', handlers: {}, wrapper: ToastProvider });
    const items = within(screen.getByRole('list', { name: "Calcolo dell'obbligo" })).getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toBe('Obbligo standard150');
    expect(items[1]).toContain('Esenzione: congedo di maternità o paternità (dal 01/03/2026 al 31/07/2026)');
    expect(items[1]).toContain('− 20');
    expect(items[2]).toBe('Obbligo del triennio130');
    cleanup();
    renderPage(<ObligationBreakdown triennium={breakdown(100)} />, { path: '/', url: '/', handlers: {}, wrapper: ToastProvider });
    expect(screen.getByText('Obbligo individuale che hai indicato (prevale)').parentElement!.textContent).toBe('Obbligo individuale che hai indicato (prevale)100');
  });

  it('records an exemption with its period (Italian days, the form’s rules first) and deletes a line', async () => {
    const user = userEvent.setup();
    const { sent } = renderPage(<ObligationBreakdown triennium={breakdown(null)} />, {
      path: '/',
      url: '/',
      wrapper: ToastProvider,
      handlers: {
        RecordEcmObligationAdjustment: () => ({ data: { recordEcmObligationAdjustment: { __typename: 'EcmObligationLine', id: 'adj-2', reduction: 4 } } }),
        DeleteEcmObligationAdjustment: () => ({ data: { deleteEcmObligationAdjustment: true } }),
        EcmTrienniumPage: refetched,
        EcmTrienniumPlan: plan,
      },
    });
    await user.selectOptions(screen.getByLabelText(/^Tipo/), 'ESENZIONE_MALATTIA');
    await user.type(screen.getByLabelText(/^Dal/), '01/02/2027');
    await user.type(screen.getByLabelText(/^Al/), '31/01/2027');
    await user.click(screen.getByRole('button', { name: 'Registra' }));
    expect(await screen.findByText("La fine del periodo non può precedere l'inizio.")).toBeTruthy();
    expect(sent.some((o) => o.operationName === 'RecordEcmObligationAdjustment')).toBe(false);
    await user.clear(screen.getByLabelText(/^Al/));
    await user.type(screen.getByLabelText(/^Al/), '02/03/2027');
    await user.click(screen.getByRole('button', { name: 'Registra' }));
    expect(await screen.findByText("Registrato: l'obbligo scende di 4 crediti.")).toBeTruthy();
    expect(sent.find((o) => o.operationName === 'RecordEcmObligationAdjustment')?.variables).toEqual({ input: { kind: 'ESENZIONE_MALATTIA', start: '2027-02-01', end: '2027-03-02', credits: null } });
    await user.click(screen.getByRole('button', { name: 'Elimina: Esenzione: congedo di maternità o paternità' }));
    await waitFor(() => expect(sent.find((o) => o.operationName === 'DeleteEcmObligationAdjustment')?.variables).toEqual({ id: 'adj-1' }));
  });

  it('asks the previous triennium’s credits only for that kind, and a dossier only its day', async () => {
    const user = userEvent.setup();
    renderPage(<ObligationBreakdown triennium={breakdown(null)} />, { path: '/', url: '/', handlers: {}, wrapper: ToastProvider });
    await user.selectOptions(screen.getByLabelText(/^Tipo/), 'DOSSIER_INDIVIDUALE');
    expect(screen.getByLabelText(/^Data di costruzione del dossier/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Al/)).toBeNull();
    await user.selectOptions(screen.getByLabelText(/^Tipo/), 'TRIENNIO_PRECEDENTE');
    // No days: the server names the triennium before the current one.
    expect(screen.queryByLabelText(/^Dal/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Registra' }));
    expect(await screen.findByText('Inserisci i crediti del triennio precedente, tra 0 e 300, con al massimo un decimale.')).toBeTruthy();
  });

  it('offers the credits recorded in the previous triennium, with no delete; one click records them as the member’s figure', async () => {
    const user = userEvent.setup();
    const { sent } = renderPage(<ObligationBreakdown triennium={breakdown(null, [recorded])} />, {
      path: '/',
      url: '/',
      wrapper: ToastProvider,
      handlers: {
        RecordEcmObligationAdjustment: () => ({ data: { recordEcmObligationAdjustment: { __typename: 'EcmObligationLine', id: 'adj-3', reduction: 15 } } }),
        EcmTrienniumPage: refetched,
        EcmTrienniumPlan: plan,
      },
    });
    const item = screen.getByText(/dai crediti registrati nel portale/).closest('li')!;
    expect(item.textContent).toContain("Nel portale risultano 95,5 crediti nel triennio 2023-2025: se l'anagrafe Co.Ge.A.P.S. lo conferma, registra la riduzione (15 crediti in meno).");
    expect(within(item).queryByRole('button', { name: /^Elimina/ })).toBeNull();
    await user.click(within(item).getByRole('button', { name: 'Registra la riduzione' }));
    expect(await screen.findByText("Registrato: l'obbligo scende di 15 crediti.")).toBeTruthy();
    expect(sent.find((o) => o.operationName === 'RecordEcmObligationAdjustment')?.variables).toEqual({ input: { kind: 'TRIENNIO_PRECEDENTE', start: '2023-01-01', end: '2025-12-31', credits: 95.5 } });
  });
});

describe('credits by kind and area (issue 40)', () => {
  it('shows each kind with its cap and what counted, the credits over a cap, and the areas', () => {
    const kinds = [
      { kind: 'FAD', label: 'FAD', earned: 12, counted: 12, cap: null },
      { kind: 'AUTOFORMAZIONE', label: 'Autoformazione', earned: 30, counted: 26, cap: 26 },
    ].map((k) => ({ __typename: 'EcmKindCredits' as const, ...k }));
    const t = makeFragmentData(
      { __typename: 'EcmTriennium', creditsOverCap: 4, creditsByKind: kinds as never, creditsByArea: [{ __typename: 'EcmAreaCredits', area: 'PROCESSI', label: 'Obiettivi di processo', earned: 7.5 }] },
      EcmCreditsByKindFragment,
    );
    renderPage(<CreditsByKind triennium={t} />, { path: '/', url: '/', handlers: {} });
    const rows = within(screen.getByRole('table', { name: 'Crediti per tipologia' })).getAllByRole('row').map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Tipologia', 'Acquisiti', 'Tetto', 'Conteggiati'],
      ['FAD', '12', 'Nessuno', '12'],
      ['Autoformazione', '30', '26', '26'],
    ]);
    expect(screen.getByRole('note').textContent).toContain('4 crediti superano i tetti previsti');
    expect(within(screen.getByRole('table', { name: 'Crediti per area degli obiettivi formativi' })).getByRole('row', { name: /Obiettivi di processo/ }).textContent).toBe('Obiettivi di processo7,5');
  });
});

describe('an external credit: kind and area (issue 40)', () => {
  it('needs both choices, then sends them', async () => {
    const user = userEvent.setup();
    const { sent } = renderPage(<ExternalCreditForm period={{ start: '2026-01-01', end: '2028-12-31' }} />, {
      path: '/',
      url: '/',
      wrapper: ToastProvider,
      handlers: { RecordExternalEcmCredit: () => ({ data: { recordExternalEcmCredit: { __typename: 'ExternalEcmCredit', id: 'c1' } } }), EcmTrienniumPage: refetched, EcmTrienniumPlan: plan },
    });
    await user.type(screen.getByLabelText(/^Provider/), 'Provider 1');
    await user.type(screen.getByLabelText(/^Titolo/), 'Lettura guidata');
    await user.type(screen.getByLabelText(/^Data/), '02/03/2026');
    await user.type(screen.getByLabelText(/^Crediti/), '3');
    await user.click(screen.getByRole('button', { name: 'Registra il credito' }));
    expect(await screen.findByText('Scegli la tipologia del credito.')).toBeTruthy();
    expect(screen.getByText("Scegli l'area degli obiettivi formativi.")).toBeTruthy();
    expect(sent.some((o) => o.operationName === 'RecordExternalEcmCredit')).toBe(false);
    await user.selectOptions(screen.getByLabelText(/^Tipologia/), 'AUTOFORMAZIONE');
    await user.selectOptions(screen.getByLabelText(/^Area degli obiettivi/), 'SISTEMA');
    await user.click(screen.getByRole('button', { name: 'Registra il credito' }));
    await waitFor(() => expect(sent.find((o) => o.operationName === 'RecordExternalEcmCredit')?.variables.input).toMatchObject({ kind: 'AUTOFORMAZIONE', area: 'SISTEMA', credits: 3 }));
  });
});
