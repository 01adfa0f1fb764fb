import { upsellButtons } from '@club/policy';
import { ButtonLink } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { useViewer } from '../../lib/viewer';
import { upsellTrackingCode } from '../../lib/trackingTable';

/**
 * The upsell's calls to action for the current viewer (spec 1 §4 / §6), from the policy's
 * `upsellButtons`. Imported rather than served: it only says which public page (sign-up, login,
 * plans, upgrade) to point to, with no security meaning; the refusal itself and the modal's title
 * come from the server. A viewer not known yet (or failed to load) is offered what a visitor is.
 */
export function UpsellButtons({ onNavigate }: { onNavigate?: () => void }) {
  const { viewer } = useViewer();
  return (
    <div className="upsell-buttons">
      {upsellButtons(viewer?.subscriptionType ?? 'SUSPECT').map((button) => (
        <ButtonLink
          key={button.href}
          to={button.href}
          variant={button.variant}
          onClick={onNavigate}
          data-tracking-code={upsellTrackingCode(button.href)}
        >
          {button.label}
        </ButtonLink>
      ))}
    </div>
  );
}

/** The modal a refused action opens, titled with the server's upsell title. */
export function UpsellModal({ title, onClose }: { title: string | null; onClose: () => void }) {
  return <Modal open={title !== null} onClose={onClose} title={title ?? ''} size="sm" footer={<UpsellButtons onNavigate={onClose} />} />;
}
