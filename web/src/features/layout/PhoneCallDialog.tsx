import { Modal } from '../../components/ui/Modal';
import { TRACKING } from '../../lib/trackingTable';

/** Spec 1 §9 call event codes: mobile PP305, desktop PP300 (from the tracking table). */
export const CALL_TRACKING = { mobile: TRACKING.callMobile.code, desktop: TRACKING.callDesktop.code } as const;

/** 'tel:' target of a displayed phone number (spaces and dots dropped). */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

function isMobileViewport(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 991.98px)').matches;
}

/** Call request opened by '#phonecall' links (spec 1 §2): the toll-free number as a call button. */
export function PhoneCallDialog({ open, onClose, tollFreeNumber }: { open: boolean; onClose: () => void; tollFreeNumber: string | null }) {
  return (
    <Modal open={open} onClose={onClose} title="Parla con un consulente" size="sm">
      {tollFreeNumber ? (
        <>
          <p>Chiama il numero verde gratuito del Club.</p>
          <p>
            <a
              className="btn btn--primary btn--md"
              href={telHref(tollFreeNumber)}
              data-tracking-code={open && isMobileViewport() ? CALL_TRACKING.mobile : CALL_TRACKING.desktop}
            >
              Chiama il numero verde {tollFreeNumber}
            </a>
          </p>
        </>
      ) : (
        <p>Il numero verde non è disponibile in questo momento.</p>
      )}
    </Modal>
  );
}
