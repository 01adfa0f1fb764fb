import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { Button, ButtonLink } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { paths } from '../../config/paths';
import type { EcmTrienniumPageQuery as EcmTrienniumPageQueryResult } from '../../gql/graphql';
import { getFragmentData } from '../../gql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useViewer } from '../../lib/viewer';
import { ProfileLayout } from '../profile';
import { CreditImport } from './CreditImport';
import { ExternalCreditForm, type EditedCredit } from './ExternalCreditForm';
import { CreditsByKind } from './CreditsByKind';
import { DeleteCreditButton } from './DeleteCreditButton';
import { formatCredits, italianDay } from './format';
import { InsuranceStanding } from './InsuranceStanding';
import { ObligationBreakdown } from './ObligationBreakdown';
import { ObligationForm } from './ObligationForm';
import { PastDebts } from './PastDebts';
import { EcmPastDebtFragment, EcmTrienniumPageQuery, EcmTrienniumStandingFragment } from './queries';
import { TrienniumHistory } from './TrienniumHistory';
import { TrienniumPlan } from './TrienniumPlan';
import { TrienniumProgress, YearBars } from './TrienniumProgress';
import './triennium.css';

export const TRIENNIUM_PATH = '/profilo/triennio-ecm';
const TITLE = 'Il mio triennio ECM';
const LOAD_FAILURE = 'Non è stato possibile caricare il tuo triennio ECM. Riprova più tardi.';

/** What the service is, for those who do not track it yet (visitors, members without ECM courses). */
function ServiceIntro() {
  return (
    <div className="triennium-intro">
      <p>
        Ogni professionista sanitario deve acquisire i crediti ECM del triennio: per il triennio 2026-2028 l&apos;obbligo standard è di 150 crediti, e la copertura
        assicurativa professionale richiede almeno il 70% dell&apos;obbligo individuale dell&apos;ultimo triennio concluso (per il 2026, il triennio 2023-2025).
      </p>
      <p>Con il Club vedi a che punto sei, registri i crediti acquisiti altrove, ricevi un piano di corsi per colmare ciò che manca e scarichi il riepilogo.</p>
    </div>
  );
}

/**
 * /profilo/triennio-ecm (issue 29, beyond the spec): the member's ECM triennium. What the page shows
 * is the server's decision (`ecmTrienniumAccess`): a visitor sees the service and the way in, a member
 * without ECM courses the service and the upgrade path, a member with them their triennium.
 */
export function EcmTrienniumPage() {
  const { viewer } = useViewer();
  const { data, loading } = useQuery(EcmTrienniumPageQuery, { errorPolicy: 'all', skip: !viewer });
  useDocumentTitle(TITLE);
  if (!viewer || (loading && !data)) return <Spinner label="Caricamento del triennio ECM" />;

  if (data?.ecmTrienniumAccess === 'LOGIN' || viewer.subscriptionType === 'SUSPECT') {
    return (
      <div className="container page triennium">
        <Breadcrumbs items={[{ label: 'Home', to: paths.home }, { label: 'Triennio ECM' }]} />
        <h1>{TITLE}</h1>
        <ServiceIntro />
        <p className="triennium-intro__actions">
          <ButtonLink to={`${paths.login}?redirectTo=${encodeURIComponent(TRIENNIUM_PATH)}`}>Accedi</ButtonLink>
          <ButtonLink variant="outline" to="/registrazione">
            Registrati gratis
          </ButtonLink>
        </p>
      </div>
    );
  }

  return (
    <ProfileLayout title={TITLE}>
      {data?.ecmTrienniumAccess === 'UPGRADE' ? (
        <>
          <ServiceIntro />
          <p>Il triennio ECM è un servizio dei soci con i corsi ECM.</p>
          <ButtonLink to="/upgrade">Effettua l&apos;upgrade</ButtonLink>
        </>
      ) : (
        <TrackedTriennium triennium={data?.viewer.user?.ecmTriennium ?? null} />
      )}
    </ProfileLayout>
  );
}

type Triennium = NonNullable<NonNullable<EcmTrienniumPageQueryResult['viewer']['user']>['ecmTriennium']>;

function downloadCalendar(calendar: string) {
  const url = URL.createObjectURL(new Blob([calendar], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'triennio-ecm.ics';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function TrackedTriennium({ triennium: t }: { triennium: Triennium | null }) {
  const [editing, setEditing] = useState<EditedCredit | null>(null);
  if (!t) return <p role="alert">{LOAD_FAILURE}</p>;
  const years = `${t.start.slice(0, 4)}-${t.end.slice(0, 4)}`;

  return (
    <div className="triennium">
      <TrienniumStanding triennium={t} years={years} />
      <InsuranceStanding insurance={getFragmentData(EcmTrienniumStandingFragment, t.insuranceTriennium) ?? null} current={t} />
      <ObligationBreakdown triennium={t} />
      <CreditsByKind triennium={t} />

      <TrienniumPlan />
      <PastDebts debts={getFragmentData(EcmPastDebtFragment, t.pastDebts)} />
      <TrienniumHistory history={getFragmentData(EcmTrienniumStandingFragment, t.history)} />

      <section className="triennium-section" aria-labelledby="triennium-credits-title">
        <h2 id="triennium-credits-title">I tuoi crediti</h2>
        <h3>Dai corsi del portale</h3>
        {t.portalCredits.length === 0 ? (
          <p>Nessun corso superato nel triennio.</p>
        ) : (
          <ul className="triennium-credits">
            {t.portalCredits.map((c) => (
              <li key={c.courseId}>
                <span className="triennium-credits__title">{c.title}</span>
                <span>
                  {italianDay(c.date)} · Provider ECM {c.provider} · {c.eventCode}
                </span>
                <strong>{formatCredits(c.credits)} crediti</strong>
              </li>
            ))}
          </ul>
        )}
        <h3>Da altri provider</h3>
        {t.externalCredits.length === 0 ? (
          <p>Non hai ancora registrato crediti acquisiti altrove.</p>
        ) : (
          <ul className="triennium-credits">
            {t.externalCredits.map((c) => (
              <li key={c.id}>
                <span className="triennium-credits__title">{c.title}</span>
                <span>
                  {italianDay(c.date)} · {c.provider}
                  {c.eventCode ? ` · ${c.eventCode}` : ''}
                </span>
                <strong>{formatCredits(c.credits)} crediti</strong>
                <span className="triennium-credits__actions">
                  {c.certificateUrl ? (
                    <a href={c.certificateUrl} download aria-label={`Scarica l'attestato: ${c.title}`}>
                      Attestato
                    </a>
                  ) : null}
                  <Button variant="link" size="sm" aria-label={`Correggi: ${c.title}`} onClick={() => setEditing(c)}>
                    Correggi
                  </Button>
                  <DeleteCreditButton id={c.id} title={c.title} />
                </span>
              </li>
            ))}
          </ul>
        )}
        {editing ? (
          <div className="triennium-edit">
            <h3>Correggi il credito</h3>
            <ExternalCreditForm key={editing.id} period={t} editing={editing} onDone={() => setEditing(null)} />
            <Button variant="link" onClick={() => setEditing(null)}>
              Annulla
            </Button>
          </div>
        ) : null}
      </section>

      <section className="triennium-section" aria-labelledby="triennium-add-title">
        <h2 id="triennium-add-title">Registra un credito acquisito altrove</h2>
        <p>
          Congressi, corsi residenziali o FAD di altri provider: registrali qui per vedere il totale del triennio. Fa fede l&apos;anagrafe{' '}
          <a href="https://application.cogeaps.it/" target="_blank" rel="noopener noreferrer">
            Co.Ge.A.P.S. (si apre in una nuova finestra)
          </a>
          .
        </p>
        <ExternalCreditForm period={t} />
      </section>

      <CreditImport period={t} recorded={t.externalCredits} />
    </div>
  );
}

/** Where the member stands in the triennium: progress, yearly bars, the figures, the summary and calendar, the obligation. */
function TrienniumStanding({ triennium: t, years }: { triennium: Triennium; years: string }) {
  return (
    <section className="triennium-section" aria-labelledby="triennium-standing-title">
      <h2 id="triennium-standing-title">
        Triennio in corso {years}: dal {italianDay(t.start)} al {italianDay(t.end)}
      </h2>
      <TrienniumProgress standing={t} />
      <YearBars years={t.perYear} obligation={t.obligation} />
      <dl className="triennium-figures">
        <div>
          <dt>Crediti dai corsi del portale</dt>
          <dd>{formatCredits(t.earnedPortal)}</dd>
        </div>
        <div>
          <dt>Crediti da altri provider</dt>
          <dd>{formatCredits(t.earnedExternal)}</dd>
        </div>
        <div>
          <dt>{t.obligationIsStandard ? (t.obligation === t.standardObligation ? 'Obbligo standard' : 'Obbligo dopo esenzioni e bonus') : 'Obbligo individuale'}</dt>
          <dd>{formatCredits(t.obligation)}</dd>
        </div>
      </dl>
      <p className="triennium-actions">
        <a className="btn btn--primary btn--md" href={t.transcriptUrl} download>
          Scarica il riepilogo
        </a>
        <Button variant="outline" onClick={() => downloadCalendar(t.calendar)}>
          Aggiungi la scadenza al calendario
        </Button>
      </p>
      {t.reminderDay ? <p className="triennium-note">Il file del calendario contiene anche un promemoria il {italianDay(t.reminderDay)}, sei mesi prima della scadenza.</p> : null}
      <ObligationForm obligation={t.obligation} isStandard={t.obligationIsStandard} standard={t.standardObligation} />
    </section>
  );
}
