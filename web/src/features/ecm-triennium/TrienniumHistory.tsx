import { formatCredits } from './format';
import type { TrienniumStandingView } from './history-types';

/** What a triennium's row says of the member's standing in it, in words. */
export function historySituation(t: TrienniumStandingView): string {
  const base =
    t.missingToObligation <= 0
      ? 'Obbligo completato'
      : t.thresholdMet
        ? `Soglia del 70% raggiunta, all'obbligo mancano ${formatCredits(t.missingToObligation)} crediti`
        : `Sotto la soglia del 70%, all'obbligo mancano ${formatCredits(t.missingToObligation)} crediti`;
  const given = t.compensatoryGiven > 0 ? `; ${formatCredits(t.compensatoryGiven)} crediti oltre l'obbligo contati come compensativi` : '';
  return `${base}${given}`;
}

function trienniumName(t: TrienniumStandingView): string {
  if (t.isCurrent) return `${t.triennium} (in corso)`;
  if (t.isInsurance) return `${t.triennium} (conta per la copertura assicurativa ora)`;
  return t.triennium;
}

/**
 * Issue 40: every triennium the member has credits in (and always the current and the insurance
 * one), newest first: credits, obligation, standing and the transcript of each.
 */
export function TrienniumHistory({ history }: { history: readonly TrienniumStandingView[] }) {
  return (
    <section className="triennium-section" aria-labelledby="triennium-history-title">
      <h2 id="triennium-history-title">I tuoi trienni</h2>
      <div className="triennium-history">
        <table>
          <caption className="visually-hidden">Crediti ECM per triennio</caption>
          <thead>
            <tr>
              <th scope="col">Triennio</th>
              <th scope="col">Crediti</th>
              <th scope="col">Obbligo</th>
              <th scope="col">Situazione</th>
              <th scope="col">Riepilogo</th>
            </tr>
          </thead>
          <tbody>
            {history.map((t) => (
              <tr key={t.triennium}>
                <th scope="row">{trienniumName(t)}</th>
                <td>{formatCredits(t.earnedTotal)}</td>
                <td>
                  {formatCredits(t.obligation)}
                  {t.generalReduction > 0 ? ` (ridotto di ${formatCredits(t.generalReduction)} per l'emergenza COVID-19)` : ''}
                </td>
                <td>{historySituation(t)}</td>
                <td>
                  <a href={t.transcriptUrl} download aria-label={`Riepilogo PDF del triennio ${t.triennium}`}>
                    PDF
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
