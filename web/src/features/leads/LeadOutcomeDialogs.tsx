import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { paths } from '../../config/paths';
import { LEAD_TEXTS } from './leadTexts';
import type { LeadOutcome } from './useLeadSubmit';

/** Spec 3 §8: the success dialog (back to the home page) and the failure dialog (close, or contact the support). */
export function LeadOutcomeDialogs({ outcome, onClose }: { outcome: LeadOutcome; onClose(): void }) {
  const navigate = useNavigate();
  return (
    <>
      <Modal
        open={outcome === 'success'}
        onClose={onClose}
        title={LEAD_TEXTS.successTitle}
        size="sm"
        footer={<Button onClick={() => void navigate(paths.home)}>{LEAD_TEXTS.successButton}</Button>}
      >
        <p>{LEAD_TEXTS.successBody}</p>
      </Modal>
      <Modal
        open={outcome === 'failure'}
        onClose={onClose}
        title={LEAD_TEXTS.failureTitle}
        size="sm"
        footer={
          <>
            <Button variant="outline" onClick={onClose}>
              {LEAD_TEXTS.failureClose}
            </Button>
            <Button onClick={() => void navigate(paths.support)}>{LEAD_TEXTS.failureContact}</Button>
          </>
        }
      >
        <p>{LEAD_TEXTS.failureBody}</p>
      </Modal>
    </>
  );
}
