import { cmsCtaTrackingCode } from '../../lib/trackingTable';
import { SmartLink } from '../ui/SmartLink';

type Cta = { label: string; mobileLabel?: string | null; link: string; target?: string | null; variant?: string | null; eventCode?: string | null };

/** CMS variants onto button styles: 'secondary' is the outline button. */
function ctaClass(variant: string | null | undefined, onDark: boolean): string {
  const known = variant === 'secondary' ? 'outline' : variant;
  const style = known === 'outline' || known === 'warning' || known === 'danger' || known === 'link' ? known : 'primary';
  return `btn btn--md btn--${style}${onDark ? ' btn--on-dark' : ''}`;
}

/** A banner call to action; the mobile label replaces the label below lg when there is one. */
export function BannerCtaLink({ cta, onDark }: { cta: Cta; onDark: boolean }) {
  const newWindow = cta.target === '_blank';
  return (
    <SmartLink
      href={cta.link}
      className={ctaClass(cta.variant, onDark)}
      target={newWindow ? '_blank' : undefined}
      rel={newWindow ? 'noopener noreferrer' : undefined}
      data-tracking-code={cmsCtaTrackingCode(cta.eventCode)}
    >
      {cta.mobileLabel ? (
        <>
          <span className="only-desktop">{cta.label}</span>
          <span className="only-mobile">{cta.mobileLabel}</span>
        </>
      ) : (
        cta.label
      )}
    </SmartLink>
  );
}
