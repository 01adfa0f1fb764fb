import { Link } from 'react-router';
import logoUrl from './assets/logo.svg';
import logoInverseUrl from './assets/logo-inverse.svg';

export const CLUB_NAME = 'Club Professioni Sanitarie';

/** The club logo as a link home; the inverse variant sits on dark backgrounds (footer). */
export function Logo({ inverse = false, className }: { inverse?: boolean; className?: string }) {
  return (
    <Link to="/" className={['logo', className].filter(Boolean).join(' ')}>
      <img src={inverse ? logoInverseUrl : logoUrl} alt={`${CLUB_NAME} - Home`} width={200} height={40} />
    </Link>
  );
}
