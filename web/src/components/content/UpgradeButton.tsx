import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { ButtonLink } from '../ui/Button';

const UpgradeButtonQuery = graphql(`
  query UpgradeButton($forced: Boolean!) {
    viewer {
      upgrade {
        button(forced: $forced) {
          label
          href
          secondary {
            label
            href
          }
        }
      }
    }
  }
`);

/**
 * The upgrade button by state (spec 3 §4), as the server decides it for the viewer: 'Registrati gratis'
 * (forced: 'Prova gratis') with 'Hai già un account? Accedi' for visitors, 'Prova gratis', 'Passa a
 * premium', 'Rinnova'; nothing for trial and premium unless `forced`.
 */
export function UpgradeButton({ forced = false, className }: { forced?: boolean; className?: string }) {
  const { data } = useQuery(UpgradeButtonQuery, { variables: { forced }, errorPolicy: 'all' });
  const button = data?.viewer.upgrade.button;
  if (!button) return null;
  return (
    <div className={['upgrade-button', className].filter(Boolean).join(' ')}>
      <ButtonLink to={button.href}>{button.label}</ButtonLink>
      {button.secondary ? (
        <p className="upgrade-button__secondary">
          <Link to={button.secondary.href}>{button.secondary.label}</Link>
        </p>
      ) : null}
    </div>
  );
}
