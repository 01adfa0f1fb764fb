import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { ContentActions } from '../../components/content/ContentActions';
import { Paywall } from '../../components/content/Paywall';
import { InfographicViewer } from '../../components/content/InfographicViewer';
import { LazySection, type SectionReserve } from '../../components/LazySection';
import { Breadcrumbs, HOME_CRUMB } from '../../components/ui/Breadcrumbs';
import { Spinner } from '../../components/ui/Spinner';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { plainDescription, usePageHead } from '../../lib/pageHead';
import { article as articleData } from '../../lib/structuredData';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useTrackView } from '../../lib/tracking';
import { hasErrorCode } from '../../lib/errorCodes';
import { viewTrackingCode } from '../../components/content/trackingCodes';
import { NotFoundPage } from '../../components/errors/NotFoundPage';
import { ContentCard } from '../../components/cards/ContentCard';
import { PromoBanners } from '../../components/cards/PromoBanners';
import { PartnerLogos } from '../../components/content/PartnerLogos';
import { formatDate, titleOf } from '../../components/cards/contentFormat';
import { ArticleHeader, ArticleSummary, ArticleTopics } from './article-page/ArticleSections';
import { ArticleSidebar } from './ArticleSidebar';
import { CourseItem, courseStatusFailed, showsCourseItem } from './CourseItem';
import { useLinkedEbookDownload } from './useLinkedEbookDownload';
import { FiscalCodeRequest } from './FiscalCodeRequest';
import { withSummary } from './summary';
import './content.css';

const ArticleQuery = graphql(`
  query Article($path: String!) {
    contentBySlug(path: $path) {
      id
      title
      abstract
      body
      author
      publicationDate
      contentTypeLabel
      series
      isPremium
      paywalled
      isTraining
      embeddedContent
      category {
        label
        url
      }
      topics {
        title
        link
      }
      hasTopics
      relatedComponents
      hasContinueReading
      contentType
      courseId
      course {
        id
        viewerStatus {
          status
        }
        ...CourseCard_course
      }
      related(limit: 3) {
        id
        ...ContentCard_content
      }
      readAlso(limit: 3) {
        id
        ...ContentCard_content
      }
      ...ContentActions_content
      ...InfographicViewer_content
    }
    viewer {
      user {
        id
        hasFiscalCode
      }
    }
    articlePaywall: paywall(placement: "articolo") {
      ...Paywall_option
    }
  }
`);

export const NO_AUTHOR = 'Autore sconosciuto';
const PARTNER_LOGOS_ERROR = 'Non è stato possibile mostrare i loghi dei partner.';
const PROMO_BANNERS_ERROR = 'Non è stato possibile mostrare le promozioni.';

/** Space the blocks below the body keep until they are laid out (px at 412, 768 and 1350 px wide, demo content). */
export const ARTICLE_RESERVES = {
  partnerLogos: { base: 201, md: 75 },
  promoBanners: { base: 380, md: 342 },
} satisfies Record<string, SectionReserve>;
export const ARTICLE_LOAD_FAILED = "Non è stato possibile caricare l'articolo. Riprova più tardi.";

/**
 * Whether the article itself could not be loaded (as opposed to not existing): the whole request
 * failed, or `contentBySlug` came back null with an error other than NOT_FOUND — the other fields of
 * the page (viewer, paywall) may still have answered.
 */
export function articleFailed(error: unknown, data: unknown): boolean {
  if (!error) return false;
  if (!CombinedGraphQLErrors.is(error)) return !data;
  return error.errors.some((e) => e.path?.[0] === 'contentBySlug' && !hasErrorCode(e, 'NOT_FOUND'));
}

/**
 * The article template (spec 1 §2, spec 2 §2) at /news-approfondimenti/{category}/{slug}: badges,
 * date, title, abstract, 'Sommario', body, embedded frame, 'Di: …', course item, partner logos,
 * promo banner, action bars, topics, sidebar and 'Leggi anche'. Topics, sidebar blocks and 'Leggi
 * anche' show as the CMS says (hasTopics, relatedComponents, hasContinueReading). An unknown slug
 * gives the not-found page.
 */
export function ArticlePage() {
  const { pathname } = useLocation();
  // errorPolicy 'all': a failing part (e.g. the course) arrives as null and is left out alone.
  const { data, loading, error } = useQuery(ArticleQuery, { variables: { path: pathname }, errorPolicy: 'all' });
  const article = data?.contentBySlug;
  const summary = useMemo(() => withSummary(article?.body ?? ''), [article?.body]);
  useDocumentTitle(article ? titleOf(article.title) : null);
  const description = plainDescription(article?.abstract);
  usePageHead({
    type: 'article',
    description,
    structuredData: article ? (origin) => articleData({ title: titleOf(article.title), description, author: article.author ?? null, publicationDate: article.publicationDate ?? null, contentType: article.contentType ?? null, isPremium: article.isPremium, path: pathname }, origin) : null,
  });
  useTrackView(article ? viewTrackingCode(article.contentTypeLabel) : null, article?.id);
  // An E-book article's 'Scarica' saves the e-book of the course it links (spec 1 §9 NA105).
  const ebook = useLinkedEbookDownload(article?.contentType === 'EBook' ? article.courseId : null);

  if (loading && !data) return <Spinner label="Caricamento dell'articolo" />;
  if (!article) {
    if (articleFailed(error, data)) return <p className="container section__message">{ARTICLE_LOAD_FAILED}</p>;
    return <NotFoundPage />;
  }

  // The server decides the paywall and then sends no body, headings or frame (spec 1 §6).
  const paywalled = article.paywalled;
  const date = formatDate(article.publicationDate);
  const title = titleOf(article.title);
  const asksFiscalCode = article.isTraining && data.viewer?.user?.hasFiscalCode === false;

  return (
    <div className="container article-page">
      <Breadcrumbs
        items={[
          HOME_CRUMB,
          { label: 'News e Approfondimenti', to: paths.news },
          ...(article.category ? [{ label: article.category.label, to: article.category.url }] : []),
          { label: title },
        ]}
      />
      <div className="article-layout">
        <article className="article">
          <ArticleHeader article={article} title={title} date={date} />

          {asksFiscalCode && <FiscalCodeRequest />}
          <ContentActions content={article} linkedDownload={ebook.download} />

          {paywalled ? (
            data.articlePaywall && <Paywall option={data.articlePaywall} />
          ) : (
            <>
              <ArticleSummary entries={summary.entries} />
              <InfographicViewer content={article} />
              {/* The body is the CMS's editorial HTML, published by the club's own editors. */}
              <div className="article__body" dangerouslySetInnerHTML={{ __html: summary.html }} />
              {article.embeddedContent && (
                <div className="article__frame">
                  <iframe src={article.embeddedContent} title={`Contenuto multimediale: ${title}`} loading="lazy" allowFullScreen />
                </div>
              )}
            </>
          )}

          <p className="article__author">Di: {article.author?.trim() || NO_AUTHOR}</p>
          {article.course && showsCourseItem(article.course, paywalled, courseStatusFailed(error)) && <CourseItem course={article.course} />}
          {/* Below the body, out of the first view: they ask for their data when scrolled near. */}
          <LazySection label="I nostri partner" minHeight={ARTICLE_RESERVES.partnerLogos} errorMessage={PARTNER_LOGOS_ERROR}>
            <PartnerLogos />
          </LazySection>
          <LazySection label="Promozioni" minHeight={ARTICLE_RESERVES.promoBanners} errorMessage={PROMO_BANNERS_ERROR} className="article__banner">
            <PromoBanners placement="news" />
          </LazySection>
          <ContentActions content={article} linkedDownload={ebook.download} />

          {article.hasTopics && <ArticleTopics topics={article.topics} />}
        </article>

        <ArticleSidebar articleId={article.id} category={article.category?.label ?? null} components={article.relatedComponents} related={article.related} />
      </div>

      {article.hasContinueReading && article.readAlso.length > 0 && (
        <section className="article-read-also" aria-labelledby="article-read-also-title">
          <h2 id="article-read-also-title">Leggi anche</h2>
          <ul className="grid card-grid">
            {article.readAlso.map((item) => (
              <li key={item.id} className="col-12 col-md-6 col-lg-4">
                <ContentCard content={item} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {ebook.modals}
    </div>
  );
}
