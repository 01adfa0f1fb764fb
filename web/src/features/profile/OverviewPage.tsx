import { useQuery } from '@apollo/client/react';
import { failedField, WALLETS_ERROR } from './failedField';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { useFailureToast } from '../../components/ui/useFailureToast';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { useIdempotentMutation, useSingleFlight } from '../../lib/idempotency';
import { TrienniumReminder } from '../ecm-triennium';
import { CoursesChart, trainingTabsFor, type TrainingTab } from '../learning';
import { ProfileLayout } from './ProfileLayout';
import { profilePaths } from './profilePaths';

const ProfileOverviewQuery = graphql(`
  query ProfileOverview {
    viewer {
      subscriptionType
      profileOverviewCards {
        id
        label
        href
        description
      }
      profileAccountCards {
        id
        label
        href
      }
      ecmCredits {
        used
        available
        plafond
        bonusCredits
        showsRequestExtraCredits
      }
    }
  }
`);

const ProfileTrainingSummaryQuery = graphql(`
  query ProfileTrainingSummary {
    trainingSummary {
      active
      passed
      failed
      expired
    }
  }
`);

const LeaveClubMutation = graphql(`
  mutation LeaveClub($reason: String) {
    leaveClub(reason: $reason) {
      ok
      requestId
    }
  }
`);

/** Spec 3 §8 service-named failure toasts of the overview's sections. */
export { WALLETS_ERROR };
export const SUMMARY_ERROR = 'Errore nel servizio /FAD/Corsi/Riepilogo';

const credits = (n: number) => n.toLocaleString('it-IT', { maximumFractionDigits: 2 });

/** /profilo (spec 3 §2): 'Ciao {username}', ECM credits (trial/premium), the two card groups, 'Esci dal Club'. */
export function OverviewPage() {
  return (
    <ProfileLayout title="Panoramica" greeting breadcrumbs={[{ label: 'Home', to: paths.home }, { label: 'Panoramica' }]}>
      <OverviewContent />
    </ProfileLayout>
  );
}

function OverviewContent() {
  const overview = useQuery(ProfileOverviewQuery, { errorPolicy: 'all' });
  const v = overview.data?.viewer;
  const walletsFailed = failedField(overview.error, 'ecmCredits');
  useFailureToast(walletsFailed, WALLETS_ERROR);
  // The sections are drawn with their data, not before it: drawn empty, they were pushed down the
  // screen when the credits block arrived above them (Lighthouse mobile: CLS 0.42 on /profilo).
  if (overview.loading && !v) return <div className="profile-overview-loading" aria-busy="true" aria-label="Caricamento della panoramica" role="status" />;
  return (
    <>
      <TrienniumReminder />
      {v?.ecmCredits ? <EcmCreditsBlock credits={v.ecmCredits} subscriptionType={v.subscriptionType} /> : null}
      <section className="profile-section" aria-labelledby="profile-looking-for">
        <h2 id="profile-looking-for">Cosa stai cercando oggi?</h2>
        <ul className="profile-cards">
          {v?.profileOverviewCards.map((card) => (
            <li key={card.id}>
              <Link className="profile-card" to={card.href}>
                <span className="profile-card__title">{card.label}</span>
                <span className="profile-card__text">{card.description}</span>
              </Link>
            </li>
          ))}
          <li>
            <Link className="profile-card" to={profilePaths.services}>
              <span className="profile-card__title">I miei servizi</span>
              <span className="profile-card__text">I servizi inclusi nel tuo profilo.</span>
            </Link>
          </li>
        </ul>
      </section>
      <section className="profile-section" aria-labelledby="profile-account">
        <h2 id="profile-account">Il tuo account</h2>
        <ul className="profile-cards profile-cards--compact">
          {v?.profileAccountCards.map((card) => (
            <li key={card.id}>
              <Link className="profile-card" to={card.href}>
                <span className="profile-card__title">{card.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <LeaveClub />
    </>
  );
}

type Credits = { used: number; available: number; plafond: number; bonusCredits: number; showsRequestExtraCredits: boolean };

/** Spec 3 §9 'Bonus credits rounded to 2 decimals': always two decimals (4,57; 3,00). */
export const bonusCreditsLabel = (n: number) => n.toLocaleString('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Spec 3 §4, §6, §9: 'Plafond ECM' = used + available; bonus credits with 2 decimals; 'Richiedi crediti extra' when all is used; the pie chart only with courses. */
function EcmCreditsBlock({ credits: c, subscriptionType }: { credits: Credits; subscriptionType: string }) {
  const summary = useQuery(ProfileTrainingSummaryQuery, { errorPolicy: 'all' });
  useFailureToast(!!summary.error && !summary.data?.trainingSummary, SUMMARY_ERROR);
  const tabs = trainingTabsFor(subscriptionType as Parameters<typeof trainingTabsFor>[0]);
  const counts = summary.data?.trainingSummary;
  const countOf = (tab: TrainingTab) => counts?.[tab.count];
  return (
    <section className="profile-section ecm-credits" aria-labelledby="profile-ecm">
      <h2 id="profile-ecm">I tuoi crediti ECM</h2>
      <dl className="ecm-credits__figures">
        <div>
          <dt>Plafond ECM</dt>
          <dd>{credits(c.plafond)}</dd>
        </div>
        <div>
          <dt>Crediti utilizzati</dt>
          <dd>{credits(c.used)}</dd>
        </div>
        <div>
          <dt>Crediti disponibili</dt>
          <dd>{credits(c.available)}</dd>
        </div>
        {/* Spec 3 §3 bonus.creditiBonus, §9: shown once the member has earned some (e.g. with a public professional card). */}
        {c.bonusCredits > 0 ? (
          <div>
            <dt>Crediti bonus</dt>
            <dd>{bonusCreditsLabel(c.bonusCredits)}</dd>
          </div>
        ) : null}
      </dl>
      {c.showsRequestExtraCredits ? (
        <ButtonLink to={paths.support} variant="outline" size="sm">
          Richiedi crediti extra
        </ButtonLink>
      ) : null}
      {/* Issue 29: where the member stands against the triennium's obligation, beyond the plafond. */}
      <p>
        <Link to="/profilo/triennio-ecm">Il mio triennio ECM: obbligo, soglia del 70% e piano</Link>
      </p>
      <CoursesChart tabs={tabs} countOf={countOf} />
    </section>
  );
}

/** 'Esci dal Club' and its modal (spec 3 §2): an optional reason, then the upstream leave request. */
function LeaveClub() {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const [leave, { loading }] = useIdempotentMutation(LeaveClubMutation);
  const formId = useId();
  const reasonId = useId();
  const submit = useSingleFlight(async () => {
    try {
      const { data } = await leave({ variables: { reason: reason.trim() || null } });
      setOutcome(data?.leaveClub.ok ? 'sent' : 'failed');
    } catch {
      setOutcome('failed');
    }
  });
  const close = () => {
    setOpen(false);
    setOutcome(null);
  };
  return (
    <section className="profile-section profile-leave" aria-label="Esci dal Club">
      <Button variant="outline" onClick={() => setOpen(true)}>
        Esci dal Club
      </Button>
      <Modal
        open={open}
        onClose={close}
        title="Esci dal Club"
        footer={
          outcome === 'sent' ? (
            <Button onClick={close}>Chiudi</Button>
          ) : (
            <>
              <Button variant="outline" onClick={close}>
                Annulla
              </Button>
              <Button type="submit" form={formId} loading={loading}>
                Invia la richiesta
              </Button>
            </>
          )
        }
      >
        {outcome === 'sent' ? (
          <p role="status">La tua richiesta di uscita dal Club è stata inviata. Verrai contattato a breve da un nostro consulente.</p>
        ) : (
          <form
            id={formId}
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <p>Ci dispiace vederti andare. Inviando la richiesta, un nostro consulente ti contatterà per completare l&apos;uscita dal Club.</p>
            <label htmlFor={reasonId}>Motivo (facoltativo)</label>
            <textarea id={reasonId} className="profile-leave__reason" maxLength={1000} rows={4} value={reason} onChange={(e) => setReason(e.target.value)} />
            <div role="status" aria-live="polite">
              {outcome === 'failed' ? 'La richiesta non è andata a buon fine, riprova più tardi. Se hai bisogno di supporto contattaci.' : null}
            </div>
          </form>
        )}
      </Modal>
    </section>
  );
}
