import { useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Breadcrumbs, HOME_CRUMB } from '../../components/ui/Breadcrumbs';
import { ButtonLink } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import type { LearningDetailQuery, LearningItemKind } from '../../gql/graphql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { CourseNotFound, coursePath, creditsLabel, italianDate } from '../courses';
import { EbookDownload, type EbookFile } from './EbookDownload';
import { LearningItemCard } from './LearningItemCard';
import { LATEST_ITEMS, LEARNING_AREAS } from './learningKinds';
import './learning.css';

const LearningDetailQuery = graphql(`
  query LearningDetail($kind: LearningItemKind!, $slug: String!) {
    learningItemBySlug(kind: $kind, slug: $slug) {
      id
      kind
      title
      series
      credits
      abstract
      endDate
      imageUrl
      fileUrl
      courseId
      course {
        id
        slug
        ebookParts {
          label
          url
        }
        accessDecision {
          outcome
          reason
        }
      }
    }
  }
`);

const LatestItemsQuery = graphql(`
  query LatestLearningItems($ebooks: Boolean!, $rows: Int!, $excludeId: ID!) {
    ebooks(rows: $rows, excludeId: $excludeId) @include(if: $ebooks) {
      items {
        id
        ...LearningItemCard_item
      }
    }
    trainingFilms(rows: $rows, excludeId: $excludeId) @skip(if: $ebooks) {
      items {
        id
        ...LearningItemCard_item
      }
    }
  }
`);

/**
 * Spec 2 §2 e-book and Film Formazione detail: the item, its actions (only when it has a course
 * id, spec 2 §4) and the latest items of the same kind (3, spec 2 §9).
 */
export function LearningDetailPage({ kind }: { kind: LearningItemKind }) {
  const { slug = '' } = useParams();
  const area = LEARNING_AREAS[kind];
  const { data, loading } = useQuery(LearningDetailQuery, { variables: { kind, slug } });
  const item = data?.learningItemBySlug;
  useDocumentTitle(item?.title ?? (data ? 'Pagina non trovata' : null));

  if (loading && !data) return <Spinner label="Caricamento" />;
  if (!item) return <CourseNotFound />;

  return (
    <div className="container page learning-detail">
      <Breadcrumbs
        items={[HOME_CRUMB, { label: 'Corsi ECM FAD', to: paths.courses }, { label: area.title, to: area.path }, { label: item.title }]}
      />
      <article className="course-page__header">
        <div>
          {item.series[0] ? <span className="badge course-card__badge--series">{item.series[0]}</span> : null}
          <h1>{item.title}</h1>
          <dl className="course-page__facts">
            {item.credits != null ? (
              <div>
                <dt>Crediti</dt>
                <dd>{creditsLabel(item.credits)}</dd>
              </div>
            ) : null}
            {item.endDate ? (
              <div>
                <dt>Scadenza</dt>
                <dd>{italianDate(item.endDate)}</dd>
              </div>
            ) : null}
          </dl>
          {item.abstract ? <p className="course-page__description">{item.abstract}</p> : null}
          {item.courseId ? (
            <div className="course-page__buttons">
              {item.course ? <ButtonLink to={coursePath(item.course.slug)}>Vai al corso</ButtonLink> : null}
              {kind === 'EBOOK' ? <EbookDownload courseId={item.courseId} fileName={`${slug}.pdf`} files={ebookFiles(item)} refusal={ebookRefusal(item)} /> : null}
              {item.fileUrl && kind === 'TRAINING_FILM' ? (
                <a className="btn btn--outline btn--md" href={item.fileUrl} target="_blank" rel="noopener noreferrer">
                  Guarda il film
                  <span className="visually-hidden"> (si apre in una nuova finestra)</span>
                </a>
              ) : null}
            </div>
          ) : null}
        </div>
        {item.imageUrl ? <img className="course-page__image" src={item.imageUrl} alt="" width={640} height={360} /> : null}
      </article>
      <LatestItems kind={kind} excludeId={item.id} title={area.latest} />
    </div>
  );
}

function LatestItems({ kind, excludeId, title }: { kind: LearningItemKind; excludeId: string; title: string }) {
  const ebooks = kind === 'EBOOK';
  const { data } = useQuery(LatestItemsQuery, { variables: { ebooks, rows: LATEST_ITEMS, excludeId } });
  const items = (ebooks ? data?.ebooks : data?.trainingFilms)?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="learning__latest" aria-labelledby="learning-latest">
      <h2 id="learning-latest">{title}</h2>
      <ul className="catalogue__grid">
        {items.map((latest) => (
          <li key={latest.id}>
            <LearningItemCard item={latest} />
          </li>
        ))}
      </ul>
    </section>
  );
}

type LearningDetail = NonNullable<LearningDetailQuery['learningItemBySlug']>;

/**
 * The e-book's files the server handed out: the e-book itself, then its further files (volumes,
 * appendices). The course sheet is the course's own file, offered on the course page (CF101).
 */
function ebookFiles(item: LearningDetail): EbookFile[] {
  if (!item.fileUrl) return [];
  return [{ label: `E-book: ${item.title} (PDF)`, url: item.fileUrl }, ...(item.course?.ebookParts ?? [])];
}

/** Why the e-book was refused: the linked course's access decision, when it does not open the course. */
function ebookRefusal(item: LearningDetail) {
  const decision = item.course?.accessDecision;
  if (item.fileUrl || !decision || decision.outcome === 'OPEN') return null;
  return { outcome: decision.outcome, reason: decision.reason ?? null };
}

export function EbookDetailPage() {
  return <LearningDetailPage kind="EBOOK" />;
}

export function TrainingFilmDetailPage() {
  return <LearningDetailPage kind="TRAINING_FILM" />;
}
