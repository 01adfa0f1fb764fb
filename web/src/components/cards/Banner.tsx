import { showsLoginPromptOnBanner } from '@club/policy';
import { useState } from 'react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { SubscriptionType } from '../../gql/graphql';
import { TRACKING } from '../../lib/trackingTable';
import { BannerCtaLink } from './BannerCtaLink';
import { CMS_IMAGE_SIZE, imagePriorityProps } from '../ui/imagePriority';
import './Banner.css';

export const Banner_BannerFragment = graphql(`
  fragment Banner_banner on Banner {
    id
    title
    content
    imageUrl
    layout
    background
    theme
    hasLoginCta
    legalTextDesktop
    legalTextMobile
    badge
    logoUrl
    logoAlt
    ctas {
      label
      mobileLabel
      link
      target
      variant
      icon
      eventCode
    }
  }
`);

/** The banner themes drawn as the spec's warning and danger banners (spec 3 §4); others use the background. */
export function bannerTone(theme: string | null | undefined): 'warning' | 'danger' | null {
  return theme === 'warning' || theme === 'danger' ? theme : null;
}

type BannerProps = {
  banner: FragmentType<typeof Banner_BannerFragment>;
  subscriptionType: SubscriptionType | undefined;
  /** The first hero banner of a page carries the page's main heading. */
  headingLevel?: 'h1' | 'h2';
  /** The page's main image (the first hero slide): loaded at once, ahead of other images. */
  priority?: boolean;
};

/**
 * Promo or hero banner (spec 1 §3 'Banner', spec 2 §3 'Promo banner'): optional logo and badge, layout
 * 1 to 4, light or dark blue, CTAs already filtered by the server (each by its own permissions), legal notes per device, and 'Hai già un account? Accedi' for visitors
 * on banners with a login CTA (spec 1 §6).
 */
export function Banner({ banner, subscriptionType, headingLevel = 'h2', priority = false }: BannerProps) {
  const item = getFragmentData(Banner_BannerFragment, banner);
  const [imageFailed, setImageFailed] = useState(false);
  const Heading = headingLevel;
  const background = item.background === 'darkblue' ? 'darkblue' : 'lightblue';
  // Spec 3 §4 'Banners': the CMS theme 'warning' (trial) or 'danger' (ex members) styles the banner as such.
  const tone = bannerTone(item.theme);
  const showImage = item.imageUrl && !imageFailed;

  return (
    <div className={`banner banner--layout-${item.layout} banner--${tone ?? background}${showImage ? ' banner--with-image' : ''}`}>
      <div className="container banner__inner">
        <div className="banner__text">
          {item.logoUrl && <img className="banner__logo" src={item.logoUrl} alt={item.logoAlt ?? ''} height={40} />}
          {item.badge && <p className="banner__badge">{item.badge}</p>}
          <Heading className="banner__title">{item.title}</Heading>
          {item.content && <p className="banner__content">{item.content}</p>}
          {item.ctas.length > 0 && (
            <div className="banner__ctas">
              {item.ctas.map((cta) => (
                <BannerCtaLink key={`${cta.link}-${cta.label}`} cta={cta} onDark={tone === 'danger' || (!tone && background === 'darkblue')} />
              ))}
            </div>
          )}
          {subscriptionType && showsLoginPromptOnBanner(subscriptionType, item.hasLoginCta) && (
            <p className="banner__login">
              Hai già un account?{' '}
              <Link to="/login" data-tracking-code={TRACKING.bannerLogin.code}>
                Accedi
              </Link>
            </p>
          )}
          {item.legalTextDesktop && <p className="banner__legal only-desktop">{item.legalTextDesktop}</p>}
          {item.legalTextMobile && <p className="banner__legal only-mobile">{item.legalTextMobile}</p>}
        </div>
        {showImage && (
          <div className="banner__media">
            <img src={item.imageUrl!} alt="" {...CMS_IMAGE_SIZE} {...imagePriorityProps(priority)} onError={() => setImageFailed(true)} />
          </div>
        )}
      </div>
    </div>
  );
}
