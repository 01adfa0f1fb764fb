import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { ProfileLayout } from './ProfileLayout';
import { profilePaths } from './profilePaths';
import { paths } from '../../config/paths';

const ProfileServicesQuery = graphql(`
  query ProfileServices {
    viewer {
      profileServices {
        id
        title
        body
        href
        cta
        icon
      }
    }
  }
`);

/** 'I miei servizi' (spec 3 §2, §6): the service cards the server allows this member, breadcrumb Panoramica. */
export function ServicesPage() {
  return (
    <ProfileLayout
      title="I miei servizi"
      breadcrumbs={[{ label: 'Home', to: paths.home }, { label: 'Panoramica', to: profilePaths.overview }, { label: 'I miei servizi' }]}
    >
      <ServiceCards />
    </ProfileLayout>
  );
}

/**
 * The service cards' icons this portal draws, by the icon name the server sends (packages/policy
 * profile-services.ts). Decorative: the card's title says what it is.
 */
export const PROFILE_SERVICE_ICONS: Readonly<Record<string, string>> = {
  stethoscope: '🩺',
  shield: '🛡️',
  scale: '⚖️',
  umbrella: '☂️',
  tag: '🏷️',
  graduation: '🎓',
  calculator: '🧮',
  users: '👥',
  newspaper: '📰',
};

function ServiceCards() {
  const { data, error, loading } = useQuery(ProfileServicesQuery, { errorPolicy: 'all' });
  const cards = data?.viewer.profileServices;
  // Spec 3 §8 'Unknown icon name': logged, icon omitted (the card stays).
  const unknownKey = (cards ?? []).map((c) => c.icon).filter((icon) => !!icon && !(icon in PROFILE_SERVICE_ICONS)).join('|');
  useEffect(() => {
    for (const icon of unknownKey ? unknownKey.split('|') : []) console.warn(`Icona sconosciuta '${icon}' in una card dei servizi: omessa.`);
  }, [unknownKey]);
  if (loading && !cards) return null;
  if (error && !cards) return <p className="profile-message">I servizi non sono disponibili in questo momento.</p>;
  return (
    <ul className="profile-cards">
      {cards?.map((card) => (
        <li key={card.id}>
          <div className="profile-card profile-card--service">
            {PROFILE_SERVICE_ICONS[card.icon] && (
              <span className="profile-card__icon" aria-hidden="true" data-icon={card.icon}>
                {PROFILE_SERVICE_ICONS[card.icon]}
              </span>
            )}
            <h2 className="profile-card__title">{card.title}</h2>
            <p className="profile-card__text">{card.body}</p>
            <Link to={card.href} className="profile-card__cta">
              {card.cta}
              <span className="visually-hidden">: {card.title}</span>
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
