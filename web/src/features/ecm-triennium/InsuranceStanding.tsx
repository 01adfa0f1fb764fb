import { creditsWord, formatCredits } from './format';
import type { TrienniumStandingView } from './history-types';

interface CurrentFigures {
  triennium: string;
  end: string;
  earnedTotal: number;
  obligation: number;
  threshold: number;
  thresholdMet: boolean;
  missingToThreshold: number;
}

const status = (met: boolean) => (met ? 'Soglia del 70% raggiunta' : 'Sotto la soglia del 70%');

/**
 * Issue 40: the insurance cover looks at the last complete triennium (Legge 24/2017 art. 10, DL
 * 152/2021 art. 38-bis, DM 232/2023), not the current one. Both are shown, each named: where the
 * member stands for the cover that applies now, and where they stand in the triennium running.
 */
export function InsuranceStanding({ insurance, current }: { insurance: TrienniumStandingView | null; current: CurrentFigures }) {
  const applies = insurance?.insuranceRuleApplies ?? false;
  return (
    <section className="triennium-section" aria-labelledby="triennium-insurance-title">
      <h2 id="triennium-insurance-title">Crediti ECM e copertura assicurativa</h2>
      <p className="triennium-note">
        La copertura assicurativa professionale richiede almeno il 70% dell&apos;obbligo formativo dell&apos;ultimo triennio concluso (Legge 24/2017, art. 10; DM 232/2023).
      </p>
      <div className="triennium-insurance">
        <div className="triennium-insurance__card" data-testid="triennium-insurance-now">
          <h3>Per la copertura assicurativa in vigore ora{insurance ? `: triennio ${insurance.triennium}` : ''}</h3>
          {insurance && applies ? (
            <>
              <p className="triennium-progress__status">{status(insurance.thresholdMet)}</p>
              <p>
                Nel triennio {insurance.triennium} hai {creditsWord(insurance.earnedTotal)} su un obbligo di {formatCredits(insurance.obligation)}:{' '}
                {insurance.thresholdMet
                  ? `la soglia del 70% (${formatCredits(insurance.threshold)} crediti) è raggiunta.`
                  : `la soglia del 70% (${formatCredits(insurance.threshold)} crediti) non è raggiunta, ne mancano ${formatCredits(insurance.missingToThreshold)}.`}
              </p>
              {insurance.thresholdMet ? null : <p className="triennium-note">Il triennio è concluso: verifica la tua posizione su Co.Ge.A.P.S. e con la tua assicurazione.</p>}
            </>
          ) : (
            <p>La soglia del 70% per la copertura assicurativa si applica dal triennio 2023-2025: per l&apos;ultimo triennio concluso non è richiesta.</p>
          )}
        </div>
        <div className="triennium-insurance__card" data-testid="triennium-insurance-current">
          <h3>Nel triennio in corso: {current.triennium}</h3>
          <p className="triennium-progress__status">{status(current.thresholdMet)}</p>
          <p>
            Hai {creditsWord(current.earnedTotal)} su un obbligo di {formatCredits(current.obligation)};{' '}
            {current.thresholdMet
              ? `la soglia del 70% (${formatCredits(current.threshold)} crediti) è raggiunta: conterà per la copertura assicurativa dopo il ${current.end.slice(0, 4)}.`
              : `per la soglia del 70% (${formatCredits(current.threshold)} crediti), che conterà per la copertura assicurativa dopo il ${current.end.slice(0, 4)}, ne mancano ${formatCredits(current.missingToThreshold)}.`}
          </p>
        </div>
      </div>
    </section>
  );
}
