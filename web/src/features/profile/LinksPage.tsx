import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useFailureToast } from '../../components/ui/useFailureToast';
import { graphql } from '../../gql';
import { ProfileLayout } from './ProfileLayout';
import { PROFILE_LINK_GROUPS, type ProfileLink } from './profileLinks';
import { profilePaths } from './profilePaths';

const ProfileLinksQuery = graphql(`
  query ProfileLinks {
    viewer {
      profileOverviewCards {
        id
        label
        href
      }
      profileAccountCards {
        id
        label
        href
      }
    }
  }
`);

export const LINKS_TITLE = 'Link utili';
export const LINKS_ERROR = 'Non è stato possibile caricare i link della tua area personale.';

/**
 * /link (spec 3 §2 'Profile area', named without a description; the reading is in docs/spec-coverage.md):
 * the member's useful links in the profile frame. 'La tua area personale' lists the pages the server
 * allows this member (the overview's cards, filtered by subscription and wallets in packages/policy),
 * then the fixed groups every member may open. Members only, like every profile page.
 */
export function LinksPage() {
  return (
    <ProfileLayout title={LINKS_TITLE} breadcrumbs={[{ label: 'Panoramica', to: profilePaths.overview }, { label: LINKS_TITLE }]}>
      <LinksContent />
    </ProfileLayout>
  );
}

function LinksContent() {
  const { data, error } = useQuery(ProfileLinksQuery, { errorPolicy: 'all' });
  const viewer = data?.viewer;
  useFailureToast(Boolean(error) && !viewer, LINKS_ERROR);
  const own: ProfileLink[] = viewer
    ? [...viewer.profileOverviewCards, { label: 'I miei servizi', href: profilePaths.services }, ...viewer.profileAccountCards].map(({ label, href }) => ({ label, href }))
    : [];
  return (
    <>
      <LinkGroup id="links-own" title="La tua area personale" links={own} />
      {PROFILE_LINK_GROUPS.map((group, i) => (
        <LinkGroup key={group.title} id={`links-${i}`} title={group.title} links={group.links} />
      ))}
    </>
  );
}

function LinkGroup({ id, title, links }: { id: string; title: string; links: readonly ProfileLink[] }) {
  if (links.length === 0) return null;
  return (
    <section className="profile-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="profile-cards profile-cards--compact">
        {links.map((link) => (
          <li key={link.href}>
            <Link className="profile-card" to={link.href}>
              <span className="profile-card__title">{link.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
