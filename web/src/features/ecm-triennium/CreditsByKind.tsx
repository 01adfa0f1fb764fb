import { getFragmentData, type FragmentType } from '../../gql';
import { formatCredits } from './format';
import { EcmCreditsByKindFragment } from './obligation-queries';

/**
 * The triennium's credits by kind, with the cap the rules set on a kind (a share of the obligation
 * in use) and what counted, and by training-objective area (issue 40; the figures are the server's,
 * packages/policy ecm-obligation).
 */
export function CreditsByKind({ triennium }: { triennium: FragmentType<typeof EcmCreditsByKindFragment> }) {
  const t = getFragmentData(EcmCreditsByKindFragment, triennium);
  return (
    <section className="triennium-section" aria-labelledby="triennium-kinds-title">
      <h2 id="triennium-kinds-title">Crediti per tipologia e area</h2>
      <table className="triennium-table">
        <caption>Crediti per tipologia</caption>
        <thead>
          <tr>
            <th scope="col">Tipologia</th>
            <th scope="col">Acquisiti</th>
            <th scope="col">Tetto</th>
            <th scope="col">Conteggiati</th>
          </tr>
        </thead>
        <tbody>
          {t.creditsByKind.map((k) => (
            <tr key={k.kind}>
              <th scope="row">{k.label}</th>
              <td>{formatCredits(k.earned)}</td>
              <td>{k.cap === null ? 'Nessuno' : formatCredits(k.cap)}</td>
              <td>{formatCredits(k.counted)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {t.creditsOverCap > 0 ? (
        <p className="triennium-note" role="note">
          {formatCredits(t.creditsOverCap)} crediti superano i tetti previsti (autoformazione al massimo il 20% dell&apos;obbligo, formazione individuale al massimo il 60%): sono
          mostrati ma non conteggiati.
        </p>
      ) : null}
      <table className="triennium-table">
        <caption>Crediti per area degli obiettivi formativi</caption>
        <thead>
          <tr>
            <th scope="col">Area</th>
            <th scope="col">Acquisiti</th>
          </tr>
        </thead>
        <tbody>
          {t.creditsByArea.map((a) => (
            <tr key={a.area}>
              <th scope="row">{a.label}</th>
              <td>{formatCredits(a.earned)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
