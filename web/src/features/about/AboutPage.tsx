import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { PageComponents } from '../page-components';

export const ABOUT_TITLE = 'Chi siamo';

/**
 * /chi-siamo, the footer's 'Chi siamo' link: a short static page about the Club (the spec lists the
 * footer's menu links without their pages; the footer's company line names the company), followed by
 * the components the CMS places on it.
 */
export function AboutPage() {
  useDocumentTitle(ABOUT_TITLE);
  return (
    <div className="container page legal-page">
      <Breadcrumbs items={[{ label: 'Home', to: paths.home }, { label: ABOUT_TITLE }]} />
      <article aria-labelledby="about-title">
        <h1 id="about-title">{ABOUT_TITLE}</h1>
        <p>Il club dei professionisti della salute: informazione, formazione e tutele per chi cura.</p>
        <p>
          Offriamo ai professionisti sanitari news e approfondimenti, corsi ECM, risorse e strumenti per la professione, servizi legali e
          assicurativi, convenzioni e un programma fedeltà.
        </p>
      </article>
      {/* What the CMS places on the page (spec 1 §1): info boxes, a grid, a download banner, a lead form container. */}
      <PageComponents placement="chi-siamo" />
    </div>
  );
}
