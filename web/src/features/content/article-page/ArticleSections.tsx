import { Link } from 'react-router';
import { NO_EXCERPT } from '../../../components/cards/contentFormat';
import type { ArticleQuery as ArticleQueryResult } from '../../../gql/graphql';
import type { withSummary } from '../summary';

export type Article = NonNullable<ArticleQueryResult['contentBySlug']>;

/** The article's header: its type, category, series and date badges, the title and the abstract. */
export function ArticleHeader({ article, title, date }: { article: Article; title: string; date: string | null }) {
  return (
    <header className="article__header">
      <div className="article__badges">
        <span className="badge">{article.contentTypeLabel}</span>
        {article.category && (
          <Link className="badge badge--outline" to={article.category.url}>
            {article.category.label}
          </Link>
        )}
        {article.series && <span className="badge badge--outline">{article.series}</span>}
        {date && <time dateTime={article.publicationDate ?? undefined}>{date}</time>}
      </div>
      <h1 className="article__title">{title}</h1>
      <p className="article__abstract">{article.abstract?.trim() || NO_EXCERPT}</p>
    </header>
  );
}

/** 'Sommario': links to the body's headings, when it has any. */
export function ArticleSummary({ entries }: { entries: ReturnType<typeof withSummary>['entries'] }) {
  if (entries.length === 0) return null;
  return (
    <nav className="article-summary" aria-labelledby="article-summary-title">
      <h2 id="article-summary-title" className="article-summary__title">
        Sommario
      </h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** 'Argomenti': the article's topics, each a link, when it has any. */
export function ArticleTopics({ topics }: { topics: Article['topics'] }) {
  if (topics.length === 0) return null;
  return (
    <section className="article-topics" aria-labelledby="article-topics-title">
      <h2 id="article-topics-title">Argomenti</h2>
      <ul>
        {topics.map((topic) => (
          <li key={topic.link}>
            <Link className="chip" to={topic.link}>
              {topic.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
