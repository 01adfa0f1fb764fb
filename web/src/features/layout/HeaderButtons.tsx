import { ButtonLink, type ButtonVariant } from '../../components/ui/Button';

type HeaderButton = { id: string; label: string; href: string; variant: string; trackingCode?: string | null };

/** Server variants (primary, outline, warning — warning is the TRIAL plans button) onto the kit's. */
function toButtonVariant(variant: string): ButtonVariant {
  return variant === 'outline' || variant === 'warning' ? variant : 'primary';
}

/** The header buttons the server chose for the viewer's subscription type (spec 1 §6). */
export function HeaderButtons({ buttons, size = 'md' }: { buttons: readonly HeaderButton[]; size?: 'sm' | 'md' }) {
  if (buttons.length === 0) return null;
  return (
    <div className="header-buttons">
      {buttons.map((button) => (
        <ButtonLink
          key={button.id}
          to={button.href}
          variant={toButtonVariant(button.variant)}
          size={size}
          data-tracking-code={button.trackingCode ?? undefined}
        >
          {button.label}
        </ButtonLink>
      ))}
    </div>
  );
}
