import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { Breadcrumbs, type BreadcrumbItem } from '../../components/ui/Breadcrumbs';
import { ButtonLink } from '../../components/ui/Button';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ProfileMenuIconSvg } from './ProfileIcons';
import { profilePaths } from './profilePaths';
import { useProfileGate } from './useProfileGate';
import './profile.css';

export const ProfileFrameQuery = graphql(`
  query ProfileFrame {
    viewer {
      subscriptionType
      profileSideMenu {
        id
        label
        href
        icon
      }
      profileBanner {
        kind
        daysLeft
        action {
          label
          href
        }
      }
      profileActivationDate
      profileActivationDay
      user {
        id
        username
      }
    }
  }
`);

/** Spec 3 §4 'Banners' wording (the spec gives the kinds and the days left, not the sentences). */
export function bannerText(kind: 'WARNING' | 'DANGER', daysLeft: number | null | undefined, subscriptionType: string): string {
  if (kind === 'WARNING') {
    if (daysLeft == null) return 'Il tuo periodo di prova è in corso.';
    if (daysLeft === 0) return 'Il tuo periodo di prova termina oggi.';
    return `Il tuo periodo di prova termina tra ${daysLeft} ${daysLeft === 1 ? 'giorno' : 'giorni'}.`;
  }
  return subscriptionType === 'EX_TRIAL' ? 'Il tuo periodo di prova è terminato.' : 'Il tuo abbonamento è scaduto.';
}

export interface ProfileLayoutProps {
  title: string;
  breadcrumbs?: BreadcrumbItem[];
  /** The overview's header 'Ciao {username}' with 'Modifica profilo' (spec 3 §2) instead of 'Profilo personale'. */
  greeting?: boolean;
  children: ReactNode;
}

/**
 * The frame of every profile page (spec 3 §2): header 'Profilo personale' with username and
 * 'Attivato in data', the trial/ex banner (spec 3 §4) with the server's upgrade button, the side menu with its icons and conditions as
 * the server decides them, and the page. Visitors go to the login page.
 */
export function ProfileLayout({ title, breadcrumbs, greeting = false, children }: ProfileLayoutProps) {
  useDocumentTitle(title);
  const { viewer, gate } = useProfileGate();
  const frame = useQuery(ProfileFrameQuery, { skip: !viewer, errorPolicy: 'all' });
  if (gate) return gate;
  const v = frame.data?.viewer;
  const banner = v?.profileBanner;
  const type = viewer.subscriptionType;
  const username = v?.user?.username ?? viewer.user?.username ?? '';

  return (
    <div className="container page profile">
      <Breadcrumbs items={breadcrumbs ?? [{ label: 'Home', to: paths.home }, { label: 'Profilo', to: paths.profile }, { label: title }]} />
      {greeting ? (
        <header className="profile__header profile__header--greeting">
          <h1 className="profile__greeting">Ciao {username}</h1>
          {v?.profileActivationDay ? (
            <p className="profile__activation">Attivato in data {v.profileActivationDay}</p>
          ) : frame.loading ? (
            // Its line kept while the frame loads, so 'Modifica profilo' and the page below do not move down when it arrives.
            <p className="profile__activation" aria-hidden="true">
              {'\u00a0'}
            </p>
          ) : null}
          <Link className="profile__edit" to={profilePaths.personalData}>
            Modifica profilo
          </Link>
        </header>
      ) : (
        <header className="profile__header">
          <p className="profile__kicker">Profilo personale</p>
          <p className="profile__username">{username}</p>
          {v?.profileActivationDate ? <p className="profile__activation">Attivato in data {v.profileActivationDate}</p> : null}
        </header>
      )}
      {banner ? (
        <div className={`profile-banner profile-banner--${banner.kind.toLowerCase()}`} role={banner.kind === 'DANGER' ? 'alert' : 'status'}>
          <p>{bannerText(banner.kind, banner.daysLeft, type)}</p>
          <ButtonLink to={banner.action.href} variant={banner.kind === 'DANGER' ? 'danger' : 'warning'} size="sm">
            {banner.action.label}
          </ButtonLink>
        </div>
      ) : null}
      <div className="profile__body">
        <nav className="profile-side-menu" aria-label="Menu del profilo">
          <ul>
            {v?.profileSideMenu.map((item) => (
              <li key={item.id}>
                <NavLink to={item.href} end className={({ isActive }) => `profile-side-menu__link${isActive ? ' profile-side-menu__link--active' : ''}`}>
                  <ProfileMenuIconSvg icon={item.icon} />
                  <span>{item.label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* On a phone the side menu sits above the page and takes its rows only when the frame
            arrives: the page is shown with it, not before, so nothing is pushed down under the reader
            (mounted all the same, so the page's own queries start at once). */}
        <div className="profile__content" hidden={frame.loading && !v}>
          {greeting ? null : <h1 className="profile__title">{title}</h1>}
          {children}
        </div>
      </div>
    </div>
  );
}
