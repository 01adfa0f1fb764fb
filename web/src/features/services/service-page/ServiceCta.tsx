import type { MouseEvent, ReactNode } from 'react';
import { BannerCtaLink } from '../../../components/cards/BannerCtaLink';
import { cmsCtaTrackingCode } from '../../../lib/trackingTable';
import { jumpToSection } from '../../../lib/jumpToSection';
import { linkActionOf } from '../../../lib/linkMarkers';
import type { Cta, Page } from './servicePageQuery';

/**
 * An in-page link: moves focus to the section it names, scrolls to it and keeps it there while the
 * sections above it finish loading (lib/jumpToSection), and keeps the hash in the address. Inside the
 * app's layout the in-page link handler (lib/inPageLinks) has already done so; this one serves the
 * page rendered on its own.
 */
export function AnchorLink({ href, className, children, trackingCode }: { href: string; className?: string; children: ReactNode; trackingCode?: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented) return;
    const target = document.getElementById(decodeURIComponent(href.slice(1)));
    if (!target) return;
    event.preventDefault();
    jumpToSection(target);
    window.history.replaceState(window.history.state, '', href);
  };
  return (
    <a href={href} className={className} onClick={onClick} data-tracking-code={trackingCode}>
      {children}
    </a>
  );
}

const isInPage = (href: string) => href.startsWith('#') && linkActionOf(href) === null;

/** A CMS call to action: in-page anchors move focus, markers open their dialog, the rest navigates. */
export function ServiceCta({ cta, onDark = false }: { cta: Cta | Page['hero']['ctas'][number]; onDark?: boolean }) {
  if (isInPage(cta.link)) {
    const style = cta.variant === 'secondary' ? 'outline' : 'primary';
    return (
      <AnchorLink href={cta.link} className={`btn btn--md btn--${style}${onDark ? ' btn--on-dark' : ''}`} trackingCode={cmsCtaTrackingCode(cta.eventCode)}>
        {cta.label}
      </AnchorLink>
    );
  }
  return <BannerCtaLink cta={cta} onDark={onDark} />;
}
