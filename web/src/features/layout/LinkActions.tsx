import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { LinkActionsContext, type DialogAction, type LinkActionsApi } from '../../components/ui/SmartLink';
import { LogoutConfirm } from './LogoutConfirm';
import { PhoneCallDialog } from './PhoneCallDialog';
import { ProductsModal } from './ProductsModal';

/**
 * Owns the dialogs that marker links open (spec 1 §2): logout confirmation, call request,
 * products. One dialog at a time. A dialog is mounted when first opened and kept afterwards (its
 * Modal gives focus back when it closes): none of them is part of the page's first render.
 */
export function LinkActionsProvider({ children, tollFreeNumber }: { children: ReactNode; tollFreeNumber: string | null }) {
  const [openDialog, setOpenDialog] = useState<DialogAction | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<DialogAction>>(() => new Set());
  const close = useCallback(() => setOpenDialog(null), []);
  const api = useMemo<LinkActionsApi>(
    () => ({
      open: (action) => {
        setOpened((seen) => (seen.has(action) ? seen : new Set(seen).add(action)));
        setOpenDialog(action);
      },
    }),
    [],
  );

  return (
    <LinkActionsContext.Provider value={api}>
      {children}
      {opened.has('logout') && <LogoutConfirm open={openDialog === 'logout'} onClose={close} />}
      {opened.has('phonecall') && <PhoneCallDialog open={openDialog === 'phonecall'} onClose={close} tollFreeNumber={tollFreeNumber} />}
      {opened.has('modalproducts') && <ProductsModal open={openDialog === 'modalproducts'} onClose={close} />}
    </LinkActionsContext.Provider>
  );
}
