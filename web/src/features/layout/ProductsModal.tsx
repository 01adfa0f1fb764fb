import { useQuery } from '@apollo/client/react';
import { ButtonLink } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { Spinner } from '../../components/ui/Spinner';
import { getFragmentData, graphql } from '../../gql';
import { PriceListEntryFragment } from '../../lib/priceListEntry';
import { formatMoney, suggestedPrice } from './plansPrice';
import { TRACKING } from '../../lib/trackingTable';

const ProductsModalQuery = graphql(`
  query ProductsModal {
    plans {
      id
      name
      mostLiked
      isCurrent
      priceList {
        ...PriceListEntry_entry
      }
    }
  }
`);

/** Products modal opened by '#modalproducts' links (spec 1 §2): the plans on sale, and the way to /piani. */
export function ProductsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  // Plans load only when someone opens the modal.
  const { data, loading, error } = useQuery(ProductsModalQuery, { skip: !open });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="I piani del Club"
      footer={
        <ButtonLink to="/piani" onClick={onClose} data-tracking-code={TRACKING.productsModalPlans.code}>
          Scopri tutti i piani
        </ButtonLink>
      }
    >
      {loading && <Spinner label="Caricamento dei piani" />}
      {(error || (data && !data.plans)) && <p>Non è stato possibile caricare i piani. Riprova più tardi.</p>}
      {data?.plans?.length === 0 && <p>Non sono presenti prodotti da acquistare.</p>}
      {data?.plans && (
        <ul className="products-modal__list">
          {data.plans.map((plan) => {
            const price = suggestedPrice(getFragmentData(PriceListEntryFragment, plan.priceList));
            return (
              <li key={plan.id} className="products-modal__item">
                <span className="products-modal__name">
                  {plan.name}
                  {plan.mostLiked && <span className="badge">Il più scelto</span>}
                </span>
                {price && (
                  <span className="products-modal__price">
                    {price.installmentPlanNumber > 1
                      ? `${formatMoney(price.instalmentPrice)} al mese`
                      : formatMoney(price.totalPrice)}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
