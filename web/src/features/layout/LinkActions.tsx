import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { LinkActionsContext, type DialogAction, type LinkActionsApi } from '../../components/ui/SmartLink';
import { LogoutConfirm } from './LogoutConfirm';
import { PhoneCallDialog } from './PhoneCallDialog';
import { ProductsModal } from './ProductsModal';

/**
 * Owns the dialogs that marker links open (spec 1 §2): logout confirmation, call request,
 * products. One dialog at a time.
 */
export function LinkActionsProvider({ children, tollFreeNumber }: { children: ReactNode; tollFreeNumber: string | null }) {
  const [openDialog, setOpenDialog] = useState<DialogAction | null>(null);
  const close = useCallback(() => setOpenDialog(null), []);
  const api = useMemo<LinkActionsApi>(() => ({ open: setOpenDialog }), []);

  return (
    <LinkActionsContext.Provider value={api}>
      {children}
      <LogoutConfirm open={openDialog === 'logout'} onClose={close} />
      <PhoneCallDialog open={openDialog === 'phonecall'} onClose={close} tollFreeNumber={tollFreeNumber} />
      <ProductsModal open={openDialog === 'modalproducts'} onClose={close} />
    </LinkActionsContext.Provider>
  );
}
