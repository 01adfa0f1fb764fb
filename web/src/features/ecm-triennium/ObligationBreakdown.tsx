import { getFragmentData, type FragmentType } from '../../gql';
import { AdjustmentForm } from './AdjustmentForm';
import { formatCredits } from './format';
import { ObligationLine } from './ObligationLine';
import { EcmObligationBreakdownFragment } from './obligation-queries';

/**
 * How the obligation in use is reached (issue 40): the standard one, minus each exemption,
 * exoneration, bonus and reduction the member entered (as the server's policy pro-rates it), equals
 * the obligation; the member's own 'Obbligo individuale' wins when set (ObligationLine: each line).
 */
export function ObligationBreakdown({ triennium }: { triennium: FragmentType<typeof EcmObligationBreakdownFragment> }) {
  const { obligationBreakdown: b } = getFragmentData(EcmObligationBreakdownFragment, triennium);

  return (
    <section className="triennium-section" aria-labelledby="triennium-obligation-title">
      <h2 id="triennium-obligation-title">Il tuo obbligo del triennio</h2>
      <ul className="triennium-breakdown" aria-label="Calcolo dell'obbligo">
        <li>
          <span>Obbligo standard</span>
          <strong>{formatCredits(b.standard)}</strong>
        </li>
        {b.lines.map((l) => (
          <ObligationLine key={l.id} line={l} />
        ))}
        <li className="triennium-breakdown__total">
          <span>{b.override === null ? 'Obbligo del triennio' : 'Obbligo calcolato'}</span>
          <strong>{formatCredits(b.computed)}</strong>
        </li>
        {b.override !== null ? (
          <li className="triennium-breakdown__total">
            <span>Obbligo individuale che hai indicato (prevale)</span>
            <strong>{formatCredits(b.override)}</strong>
          </li>
        ) : null}
      </ul>
      <h3>Registra un&apos;esenzione, un esonero o una riduzione</h3>
      <p className="triennium-note">Esenzioni: 2 crediti in meno ogni 15 giorni continuativi. Esoneri: un terzo dell&apos;obbligo per anno. Fa fede l&apos;anagrafe Co.Ge.A.P.S.</p>
      <AdjustmentForm />
    </section>
  );
}
