import { Button, ButtonLink } from '../../../components/ui/Button';
import { Pager } from '../../../components/ui/Pager';
import { paths } from '../../../config/paths';
import type { CourseCatalogueQuery } from '../../../gql/graphql';
import { CourseCard } from '../CourseCard';
import { CourseCardSkeletons } from '../CourseCardSkeletons';
import type { CourseActions } from '../useCourseActions';
import { CATALOGUE_TEXT, PAGE_SIZE } from './catalogueText';

type Catalogue = NonNullable<CourseCatalogueQuery['courseCatalogue']>;

type CatalogueResultsProps = {
  /** The latest answer, and the one drawn (deferred: the previous one stays until the new one is drawn). */
  catalogue: Catalogue | undefined;
  listed: Catalogue | undefined;
  loading: boolean;
  failed: boolean;
  /** The server's refusal of the list to this member (no ecm wallet), as its message. */
  refusal: string | null;
  retry(): void;
  actions: CourseActions;
  hrefForPage(page: number): string;
};

/** The catalogue's results: the count, then the skeletons, the refusal, the failure with a retry, the empty message or the cards and the pager. */
export function CatalogueResults({ catalogue, listed, loading, failed, refusal, retry, actions, hrefForPage }: CatalogueResultsProps) {
  return (
    <section className="catalogue__results" aria-labelledby="catalogue-results-title" aria-busy={loading}>
      <h2 id="catalogue-results-title" className="visually-hidden">
        Risultati
      </h2>
      <p className="catalogue__count" role="status">
        {listed ? (listed.total === 1 ? '1 corso trovato' : `${listed.total} corsi trovati`) : loading || catalogue ? 'Caricamento dei corsi...' : ''}
      </p>
      {(loading && !catalogue) || (catalogue && !listed) ? (
        <CourseCardSkeletons count={PAGE_SIZE} />
      ) : refusal && !catalogue ? (
        <div className="catalogue__message">
          <p>{refusal}</p>
          <ButtonLink to={paths.upgrade} size="sm">
            {CATALOGUE_TEXT.upgrade}
          </ButtonLink>
        </div>
      ) : failed && !catalogue ? (
        <div className="catalogue__message">
          <p>{CATALOGUE_TEXT.unavailable}</p>
          <Button variant="outline" size="sm" onClick={retry}>
            Riprova
          </Button>
        </div>
      ) : listed && listed.items.length === 0 ? (
        <p className="catalogue__message">{CATALOGUE_TEXT.empty}</p>
      ) : listed ? (
        <>
          <ul className="catalogue__grid">
            {listed.items.map((course, index) => (
              <li key={course.id}>
                <CourseCard course={course} actions={actions} priority={index === 0} />
              </li>
            ))}
          </ul>
          <Pager page={listed.page} totalPages={listed.totalPages} hrefForPage={hrefForPage} />
        </>
      ) : null}
    </section>
  );
}
