// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PastDebtView, TrienniumStandingView } from './history-types';
import { InsuranceStanding } from './InsuranceStanding';
import { PastDebts } from './PastDebts';
import { TrienniumHistory } from './TrienniumHistory';

/** Issue 40, history: the insurance judged on the last complete triennium, the trienni, the past debts. */

afterEach(cleanup);

const standing = (over: Partial<TrienniumStandingView>): TrienniumStandingView => ({
  triennium: '2023-2025', obligation: 150, generalReduction: 0, earnedTotal: 80, insuranceRuleApplies: true, threshold: 105, thresholdMet: false, missingToThreshold: 25,
  missingToObligation: 70, isCurrent: false, isInsurance: true, compensatoryGiven: 0, transcriptUrl: '/files/riepilogo-triennio-ecm.pdf?triennio=2023-2025', ...over,
});
const current = { triennium: '2026-2028', end: '2028-12-31', earnedTotal: 110, obligation: 150, threshold: 105, thresholdMet: true, missingToThreshold: 0 };

describe('InsuranceStanding', () => {
  it('names the cover that applies now after the previous triennium, and the current one apart', () => {
    render(<InsuranceStanding insurance={standing({})} current={current} />);
    const now = screen.getByTestId('triennium-insurance-now');
    expect(within(now).getByRole('heading', { name: 'Per la copertura assicurativa in vigore ora: triennio 2023-2025' })).toBeTruthy();
    expect(now.textContent).toContain('Sotto la soglia del 70%');
    expect(now.textContent).toContain('Nel triennio 2023-2025 hai 80 crediti su un obbligo di 150: la soglia del 70% (105 crediti) non è raggiunta, ne mancano 25.');
    const running = screen.getByTestId('triennium-insurance-current');
    expect(within(running).getByRole('heading', { name: 'Nel triennio in corso: 2026-2028' })).toBeTruthy();
    expect(running.textContent).toContain('Soglia del 70% raggiunta');
    expect(running.textContent).toContain('conterà per la copertura assicurativa dopo il 2028');
    // The current triennium's figures never speak of the cover in force now.
    expect(running.textContent).not.toContain('in vigore ora');
  });

  it('says the rule does not look at a triennium before 2023-2025', () => {
    render(<InsuranceStanding insurance={standing({ triennium: '2020-2022', insuranceRuleApplies: false })} current={current} />);
    expect(screen.getByTestId('triennium-insurance-now').textContent).toContain('si applica dal triennio 2023-2025');
  });
});

describe('TrienniumHistory', () => {
  it('lists every triennium, newest first, with its standing and its own transcript', () => {
    render(
      <TrienniumHistory
        history={[
          standing({ triennium: '2026-2028', isCurrent: true, isInsurance: false, earnedTotal: 30, transcriptUrl: '/files/riepilogo-triennio-ecm.pdf' }),
          standing({ earnedTotal: 170, thresholdMet: true, missingToObligation: 0, compensatoryGiven: 20 }),
          standing({ triennium: '2020-2022', isInsurance: false, obligation: 100, generalReduction: 50, earnedTotal: 60, missingToObligation: 40, transcriptUrl: '/files/riepilogo-triennio-ecm.pdf?triennio=2020-2022' }),
        ]}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1).map((row) => within(row).getByRole('rowheader').textContent);
    expect(rows).toEqual(['2026-2028 (in corso)', '2023-2025 (conta per la copertura assicurativa ora)', '2020-2022']);
    expect(screen.getByText("Obbligo completato; 20 crediti oltre l'obbligo contati come compensativi")).toBeTruthy();
    expect(screen.getByText("100 (ridotto di 50 per l'emergenza COVID-19)")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Riepilogo PDF del triennio 2020-2022' }).getAttribute('href')).toBe('/files/riepilogo-triennio-ecm.pdf?triennio=2020-2022');
  });
});

describe('PastDebts', () => {
  const debt: PastDebtView = { triennium: '2020-2022', shortfall: 40, madeUp: 20, left: 20, until: '2028-12-31', open: true };

  it('says how much is made up, how much is left and until when', () => {
    render(<PastDebts debts={[debt]} />);
    expect(screen.getByRole('heading', { name: 'Debiti formativi dei trienni passati' })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe(
      "Triennio 2020-2022: Mancavano 40 crediti; ne hai già recuperati 20 con i crediti compensativi. Ne restano 20 da acquisire entro il 31/12/2028, oltre all'obbligo del triennio in corso.",
    );
  });

  it('a debt made up, one past its deadline, and nothing without debts', () => {
    const { rerender, container } = render(<PastDebts debts={[{ ...debt, madeUp: 40, left: 0 }]} />);
    expect(screen.getByRole('listitem').textContent).toContain('debito sanato con 40 crediti compensativi.');
    rerender(<PastDebts debts={[{ ...debt, open: false }]} />);
    expect(screen.getByRole('listitem').textContent).toContain('Il termine per recuperare i 20 rimasti è scaduto il 31/12/2028.');
    rerender(<PastDebts debts={[]} />);
    expect(container.textContent).toBe('');
  });
});
