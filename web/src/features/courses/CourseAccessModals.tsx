import { ProductsModal, UpgradeModal } from '../../components/content/UpgradeModals';
import { LazyFiscalCodeModal as FiscalCodeModal } from '../../components/forms/LazyFiscalCodeModal';
import { ButtonLink } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { paths } from '../../config/paths';
import type { StartCourseApi } from './useStartCourse';

export const ACCESS_TEXT = {
  creditsTitle: 'Crediti ECM insufficienti',
  creditsBody: 'I crediti ECM a tua disposizione non bastano per questo corso. Scopri i piani per ottenerne altri.',
  fiscalCodeTitle: 'Completa il tuo profilo per seguire il corso',
  fiscalCodeBody: 'Per seguire i corsi ECM serve il tuo Codice Fiscale: lo useremo per registrare i crediti ottenuti.',
} as const;

/** The service a course belongs to, in the upgrade modal's question (spec 3 §2 'Vuoi avere accesso al servizio di {service}?'). */
export const COURSE_SERVICE = 'Formazione ECM';

/**
 * The modals of spec 2 §4 for a course that did not open: upgrade, credits, fiscal code, products.
 * Pair it with `useStartCourse`: the fiscal-code modal saves the code and starts the course again.
 */
export function CourseAccessModals({ access }: { access: StartCourseApi }) {
  const { modal, closeModal, start } = access;
  const outcome = modal?.outcome;
  return (
    <>
      <UpgradeModal open={outcome === 'UPGRADE'} service={COURSE_SERVICE} visitor={modal?.reason === 'LOGIN_REQUIRED'} onClose={closeModal} />
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
