import { useId } from 'react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { paths } from '../../config/paths';
import { cmsCtaTrackingCode, TRACKING } from '../../lib/trackingTable';
import { ButtonLink } from '../ui/Button';
import './content.css';

export const Paywall_option = graphql(`
  fragment Paywall_option on PaywallOption {
    id
    title
    content
    imageUrl
    cta {
      label
      link
      eventCode
    }
    hasLoginCta
  }
`);

/**
 * A paywall (spec 1 §3 'Paywall option', §6): the option the server chose for the viewer (the first
 * whose required permissions the viewer meets, `Query.paywall`) with its title, text, image and CTA.
 * Nothing is picked here; visitors' options also offer 'Accedi' (the server's hasLoginCta).
 */
export function Paywall({ option }: { option: FragmentType<typeof Paywall_option> }) {
  const o = getFragmentData(Paywall_option, option);
  const titleId = useId();
  return (
    <section className="paywall" aria-labelledby={titleId}>
      {o.imageUrl && <img className="paywall__image" src={o.imageUrl} alt="" loading="lazy" />}
      <h2 id={titleId}>{o.title}</h2>
      {o.content && <p>{o.content}</p>}
      <ButtonLink to={o.cta.link} data-tracking-code={cmsCtaTrackingCode(o.cta.eventCode)}>
        {o.cta.label}
      </ButtonLink>
      {o.hasLoginCta && (
        <p className="paywall__login">
          Hai già un account?{' '}
          <Link to={paths.login} data-tracking-code={TRACKING.paywallLogin.code}>
            Accedi
          </Link>
        </p>
      )}
    </section>
  );
}
