// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ECM_CREDIT_MESSAGES, ECM_IMPORT_MESSAGES } from '@club/validation';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, type OperationHandler } from '../../lib/test-graphql';
import { CreditImport } from './CreditImport';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const period = { start: '2026-01-01', end: '2028-12-31' };
const recorded = [{ eventCode: '1234-500100', date: '2026-05-16' }];
const FILE = [
  'Codice evento;Titolo;Provider;Tipologia;Data fine;Crediti',
  '5120-461203;Le vaccinazioni in età pediatrica;Provider 5120 – SIP;RES;12/03/2026;7,5',
  '321-88001;Audit clinico in reparto;Provider 321 – ASL Roma 1;FSC;02/04/2026;12',
  '777-1;Webinar di aggiornamento;Provider 777;FAD;31/02/2026;4',
  '1234-500100;Congresso nazionale;Provider 1234;RES;16/05/2026;12',
].join('\n');

const saved: OperationHandler = () => ({ data: { importExternalEcmCredits: [{ __typename: 'ExternalEcmCredit', id: 'a' }, { __typename: 'ExternalEcmCredit', id: 'b' }] } });

function render(answer: Mock<OperationHandler> = vi.fn(saved)) {
  vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z'), toFake: ['Date'] });
  const view = renderPage(<CreditImport period={period} recorded={recorded} />, { path: '/t', url: '/t', handlers: { ImportExternalEcmCredits: answer, EcmTrienniumPage: () => ({ data: null }) }, wrapper: ToastProvider });
  return { ...view, answer };
}

const pick = (text: string, name = 'crediti.csv') => fireEvent.change(screen.getByLabelText('File CSV dei crediti'), { target: { files: [new File([text], name, { type: 'text/csv' })] } });

describe('importing credits from a CSV file', () => {
  it('previews every row with its problems in Italian and saves nothing until the member confirms', async () => {
    const { sent, answer } = render();
    pick(FILE);
    const preview = await screen.findByRole('region', { name: "Anteprima dell'importazione" });
    const rows = within(preview).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['2', '3', '4', '5']);
    expect(within(rows[0]!).getByText('Da importare')).toBeTruthy();
    expect(within(rows[2]!).getByText(`Data: ${ECM_CREDIT_MESSAGES.invalidDate}`)).toBeTruthy();
    expect(within(rows[3]!).getByText(ECM_IMPORT_MESSAGES.duplicateRecorded)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 righe da importare su 4.');
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Importa 2 crediti' }));
    await screen.findByText('Importati 2 crediti.');
    expect(answer).toHaveBeenCalledTimes(1);
    const save = sent.find((op) => op.operationName === 'ImportExternalEcmCredits')!;
    expect(save.variables.credits).toEqual([
      { provider: 'Provider 5120 – SIP', title: 'Le vaccinazioni in età pediatrica', date: '2026-03-12', credits: 7.5, eventCode: '5120-461203', kind: 'RESIDENZIALE' },
      { provider: 'Provider 321 – ASL Roma 1', title: 'Audit clinico in reparto', date: '2026-04-02', credits: 12, eventCode: '321-88001', kind: 'FORMAZIONE_SUL_CAMPO' },
    ]);
    expect(save.idempotencyKey).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: "Anteprima dell'importazione" })).toBeNull());
  });

  it('names the missing columns of a file it cannot import, and offers nothing to save', async () => {
    render();
    pick('Titolo;Crediti\nCorso;3');
    expect(await screen.findByText(ECM_IMPORT_MESSAGES.missingColumns(['Provider', 'Data fine']))).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Importa/ })).toBeNull();
  });

  it("shows the server's refusal of a row under the row's line in the file, and keeps the preview", async () => {
    const { answer } = render(vi.fn<OperationHandler>(() => ({ errors: [{ message: ECM_IMPORT_MESSAGES.duplicateRecorded, extensions: { code: 'BAD_USER_INPUT', row: 1, field: 'eventCode' } }] })));
    pick(FILE);
    fireEvent.click(await screen.findByRole('button', { name: 'Importa 2 crediti' }));
    expect(await screen.findByText(`Riga 3: ${ECM_IMPORT_MESSAGES.duplicateRecorded}`)).toBeTruthy();
    expect(answer).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: "Anteprima dell'importazione" })).toBeTruthy();
  });
});
