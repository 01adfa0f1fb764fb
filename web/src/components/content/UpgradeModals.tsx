import { trialLengthLabel } from '@club/policy';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { getFragmentData, graphql } from '../../gql';
import { priceSummary } from '../../lib/pricing';
import { PriceListEntryFragment } from '../../lib/priceListEntry';
import { useViewer } from '../../lib/viewer';
import { Button, ButtonLink, type ButtonVariant } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { Spinner } from '../ui/Spinner';
import './upgrade-modals.css';

/** Texts of the upgrade and products modals (spec 3 §2 'Other widgets', §8 products errors). */
export const UPGRADE_MODAL_TEXT = {
  question: (service: string) => `Vuoi avere accesso al servizio di ${service}?`,
  intro: 'Il servizio è incluso nei piani del Club: scegli quello che fa per te.',
  visitorIntro: 'Accedi o registrati gratis, poi scegli il piano che fa per te.',
  trialLink: `Attiva la prova gratuita di ${trialLengthLabel()}`,
  productsTitle: 'Scegli il piano per seguire il corso',
  productsIntro: 'Questo corso è incluso nei piani del Club.',
  noProducts: 'Non sono presenti prodotti da acquistare.',
  loadFailed: 'Non è stato possibile caricare i piani. Riprova più tardi.',
  plans: 'Scopri i piani',
  mostLiked: 'Il più scelto',
} as const;

const PlanOffersQuery = graphql(`
  query PlanOffers {
    plans(includeCurrentPlan: false) {
      id
      name
      mostLiked
      purchasable
      priceList {
        ...PriceListEntry_entry
      }
    }
    viewer {
      trialStart
    }
  }
`);

/** The purchasable plans with their suggested price (spec 3 §9: the 12-instalment entry, first in the list). */
function PlanOffers({ open }: { open: boolean }) {
  const { data, loading, error } = useQuery(PlanOffersQuery, { skip: !open, errorPolicy: 'all' });
  const plans = data?.plans?.filter((p) => p.purchasable) ?? null;
  if (loading && !data) return <Spinner label="Caricamento dei piani" />;
  if (error && !plans) return <p>{UPGRADE_MODAL_TEXT.loadFailed}</p>;
  if (plans && plans.length === 0) return <p>{UPGRADE_MODAL_TEXT.noProducts}</p>;
  return (
    <ul className="plan-offers" aria-label="Piani disponibili">
      {plans?.map((plan) => {
        const entry = getFragmentData(PriceListEntryFragment, plan.priceList[0]);
        const price = entry ? priceSummary(entry) : null;
        return (
          <li key={plan.id} className="plan-offers__item">
            <span className="plan-offers__name">
              {plan.name}
              {plan.mostLiked ? <span className="badge">{UPGRADE_MODAL_TEXT.mostLiked}</span> : null}
            </span>
            {price ? (
              <span className="plan-offers__price">
                {price.instalments ?? price.total}
                {price.instalments ? <span className="plan-offers__total"> (totale {price.total})</span> : null}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** Where the 7-day trial starts for this viewer (server's trialStart), or null when it cannot. */
function useTrialHref(open: boolean): string | null {
  const { data } = useQuery(PlanOffersQuery, { skip: !open, errorPolicy: 'all' });
  const start = data?.viewer.trialStart;
  if (start === 'REGISTER') return paths.trialRegistration;
  if (start === 'ACTIVATE') return paths.trialActivation;
  return null;
}

/**
 * The upgrade modal (spec 3 §2 'Other widgets'): 'Vuoi avere accesso al servizio di {service}?', the
 * purchasable products with their prices, the link to the 7-day trial (only for who may start it) and
 * the way to /upgrade; visitors also get Accedi and Registrati gratis.
 */
export function UpgradeModal({ open, service, visitor, onClose }: { open: boolean; service: string; visitor: boolean; onClose(): void }) {
  const location = useLocation();
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  const trialHref = useTrialHref(open);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={UPGRADE_MODAL_TEXT.question(service)}
      footer={
        <>
          {visitor ? (
            <>
              <ButtonLink to={`${paths.login}?redirectTo=${back}`} variant="outline" onClick={onClose}>
                Accedi
              </ButtonLink>
              <ButtonLink to={paths.registration} variant="outline" onClick={onClose}>
                Registrati gratis
              </ButtonLink>
            </>
          ) : null}
          <ButtonLink to={paths.upgrade} onClick={onClose}>
            Effettua l&apos;upgrade
          </ButtonLink>
        </>
      }
    >
      <p>{visitor ? UPGRADE_MODAL_TEXT.visitorIntro : UPGRADE_MODAL_TEXT.intro}</p>
      <PlanOffers open={open} />
      {trialHref ? (
        <p className="plan-offers__trial">
          <ButtonLink to={trialHref} variant="link" onClick={onClose}>
            {UPGRADE_MODAL_TEXT.trialLink}
          </ButtonLink>
        </p>
      ) : null}
    </Modal>
  );
}

/**
 * The upsell of a service the server refused to the viewer (spec 3 §2 'Other widgets', §4): a button
 * that opens the upgrade modal with the service's own name, instead of a bare link to /upgrade.
 */
export function UpgradeModalButton({ service, label, variant = 'primary' }: { service: string; label: string; variant?: ButtonVariant }) {
  const [open, setOpen] = useState(false);
  const { viewer } = useViewer();
  const visitor = !viewer || viewer.flags.isSuspect;
  return (
    <>
      <Button variant={variant} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <UpgradeModal open={open} service={service} visitor={visitor} onClose={() => setOpen(false)} />
    </>
  );
}

/** The products modal (spec 2 §4 step 2, spec 3 §4 outcome): the plans on sale with their prices, and /piani. */
export function ProductsModal({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={UPGRADE_MODAL_TEXT.productsTitle}
      footer={
        <ButtonLink to={paths.plans} onClick={onClose}>
          {UPGRADE_MODAL_TEXT.plans}
        </ButtonLink>
      }
    >
      <p>{UPGRADE_MODAL_TEXT.productsIntro}</p>
      <PlanOffers open={open} />
    </Modal>
  );
}
