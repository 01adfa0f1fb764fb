import { formatCredits, italianDay } from './format';
import type { PastDebtView } from './history-types';

/** One debt in words: how much was missing, how much is made up, how much is left and until when. */
export function debtSentence(d: PastDebtView): string {
  const start = `Mancavano ${formatCredits(d.shortfall)} crediti`;
  if (d.left <= 0) return `${start}: debito sanato con ${formatCredits(d.madeUp)} crediti compensativi.`;
  const madeUp = d.madeUp > 0 ? `; ne hai già recuperati ${formatCredits(d.madeUp)} con i crediti compensativi` : '';
  if (!d.open) return `${start}${madeUp}. Il termine per recuperare i ${formatCredits(d.left)} rimasti è scaduto il ${italianDay(d.until)}.`;
  return `${start}${madeUp}. Ne restano ${formatCredits(d.left)} da acquisire entro il ${italianDay(d.until)}, oltre all'obbligo del triennio in corso.`;
}

/**
 * Issue 40: past trienni's shortfalls the rules let the member make up with crediti compensativi
 * (delibera CNFC 3 luglio 2025): nothing shown when there are none.
 */
export function PastDebts({ debts }: { debts: readonly PastDebtView[] }) {
  if (debts.length === 0) return null;
  return (
    <section className="triennium-section" aria-labelledby="triennium-debts-title">
      <h2 id="triennium-debts-title">Debiti formativi dei trienni passati</h2>
      <p className="triennium-note">
        I crediti compensativi sono i crediti acquisiti oltre l&apos;obbligo del triennio in cui li ottieni: sanano il debito dei trienni 2014-2016, 2017-2019 e 2020-2022 (delibera
        della Commissione nazionale ECM del 3 luglio 2025). Ogni credito conta una volta sola.
      </p>
      <ul className="triennium-debts">
        {debts.map((d) => (
          <li key={d.triennium}>
            <strong>Triennio {d.triennium}</strong>: {debtSentence(d)}
          </li>
        ))}
      </ul>
    </section>
  );
}
