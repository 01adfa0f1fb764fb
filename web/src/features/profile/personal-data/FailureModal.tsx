import { Button, ButtonLink } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { paths } from '../../../config/paths';
import { useSupportPhone } from '../../auth';
import { PROFILE_TEXTS, type Failure } from './profileFailure';

/** Spec 3 §8: the 409 modal with the support phone and assistance link, and the other failure modal. */
export function FailureModal({ kind, onClose }: { kind: Failure; onClose(): void }) {
  const phone = useSupportPhone();
  if (!kind) return null;
  const conflict = kind === 'conflict';
  return (
    <Modal
      open
      onClose={onClose}
      title={conflict ? PROFILE_TEXTS.conflictTitle : PROFILE_TEXTS.failureTitle}
      footer={
        <>
          {conflict ? (
            <ButtonLink to={paths.support} variant="outline">
              Vai all&apos;assistenza
            </ButtonLink>
          ) : phone ? (
            <a className="btn btn--outline btn--md" href={phone.href}>
              Chiama {phone.display}
            </a>
          ) : null}
          <Button onClick={onClose}>Chiudi</Button>
        </>
      }
    >
      <p>{conflict ? `Contattaci al numero di telefono ${phone?.display ?? ''} per richiedere assistenza.` : PROFILE_TEXTS.failureText}</p>
    </Modal>
  );
}
