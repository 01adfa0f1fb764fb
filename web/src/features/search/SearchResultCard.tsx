import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { excerpt, formatDate, titleOf } from '../../components/cards/contentFormat';

export const SearchResultCard_ResultFragment = graphql(`
  fragment SearchResultCard_result on SearchResult {
    id
    title
    href
    abstract
    content {
      contentTypeLabel
      publicationDate
      category {
        label
      }
    }
    course {
      credits
      teachingModel {
        name
      }
    }
  }
`);

/** One result of the search page: a content item or an ECM course, with an optional 'suggeriti' mark. */
export function SearchResultCard({ result, suggested }: { result: FragmentType<typeof SearchResultCard_ResultFragment>; suggested: boolean }) {
  const item = getFragmentData(SearchResultCard_ResultFragment, result);
  const badge = item.content ? (item.content.category?.label ?? item.content.contentTypeLabel) : (item.course?.teachingModel?.name ?? 'Corso ECM');
  const date = formatDate(item.content?.publicationDate);
  return (
    <article className="search-result">
      <div className="content-card__meta">
        <span className="badge">{badge}</span>
        {suggested && <span className="badge badge--suggested">suggeriti</span>}
        {date && <time dateTime={item.content?.publicationDate ?? undefined}>{date}</time>}
      </div>
      <h3 className="search-result__title">
        <Link to={item.href}>{titleOf(item.title)}</Link>
      </h3>
      <p className="search-result__excerpt">{item.course ? `${item.course.credits} crediti ECM` : excerpt(item.abstract)}</p>
    </article>
  );
}
