import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { titleOf } from '../../components/cards/contentFormat';
import { graphql } from '../../gql';
import type { SearchContext, ServiceSidebarQuery } from '../../gql/graphql';
import { coursePath, creditsLabel } from '../courses';

/**
 * Spec 3 §2 'sidebar of related courses, modules and tools' of the legal and insurance detail pages:
 * three library searches in the page's context (spec 2 §9 'Search contexts': legal services add the
 * category 'Norme e diritto', insurance services 'Assicurazioni e tutele' and 'Fisco e Tasse'),
 * one per kind, 3 items each. The courses are those the context's training contents (e-books,
 * training films, video clips, webinars) link to, each once.
 */
const ServiceSidebarDocument = graphql(`
  query ServiceSidebar($context: SearchContext!, $rows: Int!) {
    courses: contents(input: { context: $context, contentTypes: [EBook, FilmFormazione, VideoClip, Webinar], rows: $rows }) {
      items {
        id
        course {
          id
          slug
          title
          credits
        }
      }
    }
    modules: contents(input: { context: $context, contentTypes: [Modulo], rows: $rows }) {
      items {
        id
        title
        link
      }
    }
    tools: contents(input: { context: $context, contentTypes: [Tool], rows: $rows }) {
      items {
        id
        title
        link
      }
    }
  }
`);

/** Items per list of the sidebar (spec 2 §9 'related 3'). */
export const SIDEBAR_ROWS = 3;

export const SIDEBAR_TEXT = {
  label: 'Corsi, moduli e tool correlati',
  courses: 'Corsi ECM correlati',
  modules: 'Moduli',
  tools: 'Tool e calcolatori',
  failureLog: 'Sidebar dei contenuti correlati non disponibile',
} as const;

type Data = ServiceSidebarQuery;

/** The linked courses of the training contents, each once, in search order. */
export function sidebarCourses(data: Data | undefined) {
  const seen = new Set<string>();
  return (data?.courses?.items ?? []).flatMap((item) => {
    const course = item.course;
    if (!course || seen.has(course.id)) return [];
    seen.add(course.id);
    return [course];
  });
}

function LinkList({ id, title, links }: { id: string; title: string; links: { key: string; to: string; label: string; detail?: string }[] }) {
  if (links.length === 0) return null;
  return (
    <section className="service-sidebar__list" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.key}>
            <Link to={l.to}>{l.label}</Link>
            {l.detail && <span className="service-sidebar__detail">{l.detail}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The sidebar; a list whose search fails or finds nothing is left out (spec 3 §8 'Search sub-request failure'). */
export function ServiceSidebar({ context }: { context: SearchContext }) {
  const { data, error } = useQuery(ServiceSidebarDocument, { variables: { context, rows: SIDEBAR_ROWS }, errorPolicy: 'all' });
  useEffect(() => {
    if (error) console.error(SIDEBAR_TEXT.failureLog, error);
  }, [error]);
  const courses = sidebarCourses(data);
  const modules = data?.modules?.items ?? [];
  const tools = data?.tools?.items ?? [];
  if (courses.length + modules.length + tools.length === 0) return null;
  return (
    <aside className="service-sidebar" aria-label={SIDEBAR_TEXT.label}>
      <LinkList
        id="sidebar-corsi"
        title={SIDEBAR_TEXT.courses}
        links={courses.map((c) => ({ key: c.id, to: coursePath(c.slug), label: c.title, detail: creditsLabel(c.credits) }))}
      />
      <LinkList id="sidebar-moduli" title={SIDEBAR_TEXT.modules} links={modules.map((m) => ({ key: m.id, to: m.link, label: titleOf(m.title) }))} />
      <LinkList id="sidebar-tool" title={SIDEBAR_TEXT.tools} links={tools.map((t) => ({ key: t.id, to: t.link, label: titleOf(t.title) }))} />
    </aside>
  );
}
