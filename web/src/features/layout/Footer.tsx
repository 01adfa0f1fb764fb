import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { MailIcon, PhoneIcon, SOCIAL_NETWORKS, SocialIcon, socialNetworkOf } from './icons';
import { Logo } from './Logo';
import { telHref } from './PhoneCallDialog';
import { SmartLink } from '../../components/ui/SmartLink';
import { PartnerLogoImg, type PartnerLogoImage } from './PartnerLogo';

export const Footer_QueryFragment = graphql(`
  fragment Footer_query on Query {
    footer {
      tagline
      companyLine
      email
      tollFreeNumber
      links {
        label
        href
        hasSeparator
      }
      social {
        label
        href
      }
    }
  }
`);

type FooterProps = {
  query: FragmentType<typeof Footer_QueryFragment> | undefined;
  /** Shown only when provided (spec 1 §4: active subscription to a convention product). */
  partnerLogo?: PartnerLogoImage | null;
};

/**
 * Site footer (spec 1 §2 'Footer'): logo, tagline, partner logo, menu links (a separator before
 * 'fedelta' links), contacts, toll-free number, social icons, privacy and cookie links, company line.
 */
export function Footer({ query, partnerLogo }: FooterProps) {
  const footer = getFragmentData(Footer_QueryFragment, query)?.footer;

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo inverse />
          {footer?.tagline && <p className="site-footer__tagline">{footer.tagline}</p>}
          {partnerLogo && <PartnerLogoImg className="site-footer__partner-logo" logo={partnerLogo} />}
        </div>

        {footer && footer.links.length > 0 && (
          <nav aria-label="Link utili" className="site-footer__links">
            <ul>
              {footer.links.map((link) => (
                <li key={`${link.href}-${link.label}`} className={link.hasSeparator ? 'has-separator' : undefined}>
                  <SmartLink href={link.href}>{link.label}</SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        )}

        {footer && (
          <div className="site-footer__contacts">
            <h2 className="site-footer__heading">Contatti</h2>
            <ul>
              <li>
                <a href={`mailto:${footer.email}`} className="site-footer__contact">
                  <MailIcon />
                  {footer.email}
                </a>
              </li>
              <li>
                <a href={telHref(footer.tollFreeNumber)} className="site-footer__contact site-footer__toll-free">
                  <PhoneIcon />
                  <span>
                    Numero verde <strong>{footer.tollFreeNumber}</strong>
                  </span>
                </a>
              </li>
            </ul>
            {footer.social.length > 0 && (
              <ul className="site-footer__social" aria-label="Social">
                {footer.social.map((link) => {
                  const network = socialNetworkOf(link);
                  return (
                    <li key={link.href}>
                      <a href={link.href} className="site-footer__social-link" aria-label={network ? SOCIAL_NETWORKS[network] : link.label}>
                        {network ? <SocialIcon network={network} /> : link.label}
                      </a>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        )}
      </div>

      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <ul className="site-footer__legal">
            <li>
              <Link to="/privacy-policy">Privacy policy</Link>
            </li>
            <li>
              <Link to="/cookie-policy">Cookie policy</Link>
            </li>
          </ul>
          {footer?.companyLine && <p className="site-footer__company">{footer.companyLine}</p>}
        </div>
      </div>
    </footer>
  );
}
