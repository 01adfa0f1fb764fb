import { useLocation } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { FiscalCodeModal } from '../../components/forms/FiscalCodeModal';
import { ButtonLink } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { Spinner } from '../../components/ui/Spinner';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import type { StartCourseApi } from './useStartCourse';

export const ACCESS_TEXT = {
  upgradeTitle: "Effettua l'upgrade per seguire il corso",
  upgradeBody: 'Questo corso è riservato agli abbonati con i crediti ECM. Passa a Premium per seguirlo.',
  visitorBody: 'Accedi o registrati gratis, poi scegli il piano che fa per te per seguire il corso.',
  creditsTitle: 'Crediti ECM insufficienti',
  creditsBody: 'I crediti ECM a tua disposizione non bastano per questo corso. Scopri i piani per ottenerne altri.',
  fiscalCodeTitle: 'Completa il tuo profilo per seguire il corso',
  fiscalCodeBody: 'Per seguire i corsi ECM serve il tuo Codice Fiscale: lo useremo per registrare i crediti ottenuti.',
  productsTitle: 'Scegli il piano per seguire il corso',
  productsBody: 'Questo corso è incluso nei piani del Club.',
} as const;

/**
 * The modals of spec 2 §4 for a course that did not open: upgrade, credits, fiscal code, products.
 * Pair it with `useStartCourse`: the fiscal-code modal saves the code and starts the course again.
 */
export function CourseAccessModals({ access }: { access: StartCourseApi }) {
  const { modal, closeModal, start } = access;
  const outcome = modal?.outcome;
  return (
    <>
      <UpgradeModal open={outcome === 'UPGRADE'} visitor={modal?.reason === 'LOGIN_REQUIRED'} onClose={closeModal} />
      <Modal
        open={outcome === 'CREDITS'}
        onClose={closeModal}
        title={ACCESS_TEXT.creditsTitle}
        footer={
          <ButtonLink to={paths.plans} onClick={closeModal}>
            Scopri i piani
          </ButtonLink>
        }
      >
        <p>{ACCESS_TEXT.creditsBody}</p>
      </Modal>
      {outcome === 'FISCAL_CODE' && modal ? (
        <FiscalCodeModal
          title={ACCESS_TEXT.fiscalCodeTitle}
          intro={<p>{ACCESS_TEXT.fiscalCodeBody}</p>}
          submitLabel="Salva e inizia il corso"
          onClose={closeModal}
          onSaved={() => {
            closeModal();
            void start(modal.courseId);
          }}
        />
      ) : null}
      <ProductsModal open={outcome === 'PRODUCTS'} onClose={closeModal} />
    </>
  );
}

function UpgradeModal({ open, visitor, onClose }: { open: boolean; visitor: boolean; onClose(): void }) {
  const location = useLocation();
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={ACCESS_TEXT.upgradeTitle}
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
      <p>{visitor ? ACCESS_TEXT.visitorBody : ACCESS_TEXT.upgradeBody}</p>
    </Modal>
  );
}

const CourseProductsQuery = graphql(`
  query CourseProducts {
    plans(includeCurrentPlan: false) {
      id
      name
      mostLiked
    }
  }
`);

/** Products modal (spec 2 §4 step 2): the plans on sale, loaded when it opens, and the way to /piani. */
function ProductsModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { data, loading, error } = useQuery(CourseProductsQuery, { skip: !open });
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={ACCESS_TEXT.productsTitle}
      footer={
        <ButtonLink to={paths.plans} onClick={onClose}>
          Scopri i piani
        </ButtonLink>
      }
    >
      <p>{ACCESS_TEXT.productsBody}</p>
      {loading ? <Spinner label="Caricamento dei piani" /> : null}
      {error || (data && !data.plans) ? <p>Non è stato possibile caricare i piani. Riprova più tardi.</p> : null}
      {data?.plans?.length === 0 ? <p>Non sono presenti prodotti da acquistare.</p> : null}
      {data?.plans?.length ? (
        <ul className="course-products">
          {data.plans.map((plan) => (
            <li key={plan.id}>
              {plan.name}
              {plan.mostLiked ? <span className="badge">Il più scelto</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
