import { Select } from '../../components/ui/Select';
import type { CartPriceEntry_EntryFragment } from '../../gql/graphql';
import { CART_TEXT } from './cartText';

type CartPlanChooserProps = { priceList: readonly CartPriceEntry_EntryFragment[]; installmentPlanId: string | null; busy: boolean; onChange(installmentPlanId: string): void };

/** 'Frequenza di pagamento': the one instalment plan of the whole cart (spec 3 §3 quotation installmentPlanId). */
export function CartPlanChooser({ priceList, installmentPlanId, busy, onChange }: CartPlanChooserProps) {
  return (
    <Select
      label={CART_TEXT.frequency}
      value={installmentPlanId ?? ''}
      disabled={busy}
      onChange={(e) => onChange(e.target.value)}
      options={priceList.map((e) => ({ value: e.installmentPlanId, label: e.installmentPlanName }))}
    />
  );
}
