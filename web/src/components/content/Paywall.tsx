import { pickPaywallOption, type Visibility } from '@club/policy';
import { ButtonLink } from '../ui/Button';
import { useViewer } from '../../lib/viewer';
import { viewerClaimsOf } from '../../lib/viewerClaims';
import './content.css';

export type PaywallOption = { id: string; title: string; text: string; cta: { label: string; to: string }; visibility: Visibility };

/**
 * Spec 1 §6 / 2 §6 / 3 §2 paywall: shows the first option whose required permissions the viewer
 * meets (`pickPaywallOption`), or nothing when none applies.
 */
export function Paywall({ options }: { options: readonly PaywallOption[] }) {
  const { viewer } = useViewer();
  const option = pickPaywallOption(viewerClaimsOf(viewer), options);
  if (!option) return null;
  return (
    <section className="paywall" aria-labelledby={`paywall-${option.id}`}>
      <h2 id={`paywall-${option.id}`}>{option.title}</h2>
      <p>{option.text}</p>
      <ButtonLink to={option.cta.to}>{option.cta.label}</ButtonLink>
    </section>
  );
}
