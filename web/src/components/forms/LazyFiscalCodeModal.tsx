import { lazy, Suspense, type ComponentProps } from 'react';
import type { FiscalCodeModal as FiscalCodeModalType } from './FiscalCodeModal';

const FiscalCodeModal = lazy(() => import('./FiscalCodeModal').then((m) => ({ default: m.FiscalCodeModal })));

/**
 * The fiscal-code modal, fetched when it first opens: its form (react-hook-form, zod and the
 * validation schemas) stays out of the pages that only may ask for it (course cards on the home and
 * the catalogue, articles).
 */
export function LazyFiscalCodeModal(props: ComponentProps<typeof FiscalCodeModalType>) {
  return (
    <Suspense fallback={null}>
      <FiscalCodeModal {...props} />
    </Suspense>
  );
}
