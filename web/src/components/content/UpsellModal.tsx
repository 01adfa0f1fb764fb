import { ButtonLink } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { paths } from '../../config/paths';
import { useViewer } from '../../lib/viewer';

/** The calls to action of an upsell, by who is looking (spec 1 §4 / §6). */
export type UpsellButton = { label: string; to: string; variant: 'primary' | 'outline' };

type ViewerFlags = { isSuspect: boolean; isRegistered: boolean; isExTrial: boolean; isExPremium: boolean };

/**
 * Visitors are asked to register (or log in), registered members are shown the plans, ex-trial
 * members are asked to move to Premium and ex-premium members to renew. Trial and premium members
 * only meet an upsell for a wallet they lack: they are shown the plans too.
 */
export function upsellButtons(flags: ViewerFlags | undefined): UpsellButton[] {
  if (!flags || flags.isSuspect) {
    return [
      { label: 'Registrati gratis', to: paths.registration, variant: 'primary' },
      { label: 'Accedi', to: paths.login, variant: 'outline' },
    ];
  }
  if (flags.isExTrial) return [{ label: 'Passa a Premium', to: paths.upgrade, variant: 'primary' }];
  if (flags.isExPremium) return [{ label: 'Rinnova', to: paths.upgrade, variant: 'primary' }];
  return [{ label: 'Scopri i piani', to: paths.plans, variant: 'primary' }];
}

/** The upsell's calls to action for the current viewer. */
export function UpsellButtons({ onNavigate }: { onNavigate?: () => void }) {
  const { viewer } = useViewer();
  return (
    <div className="upsell-buttons">
      {upsellButtons(viewer?.flags).map((button) => (
        <ButtonLink key={button.to} to={button.to} variant={button.variant} onClick={onNavigate}>
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
