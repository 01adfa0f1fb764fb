import { SITE_DESCRIPTION, SITE_NAME, type StructuredData } from './pageHead';
import { DEFAULT_SHARE_IMAGE } from './pageHeadHtml';

/**
 * The schema.org objects the public pages give search engines (JSON-LD in the server-rendered page,
 * lib/pageHead.tsx): the club on the home, articles and news, courses. Addresses are absolute.
 */

/** The club itself: the home's Organization, and the publisher and provider of its contents. */
export function organization(origin: string): StructuredData {
  return {
    '@type': 'Organization',
    name: SITE_NAME,
    url: new URL('/', origin).href,
    logo: new URL(DEFAULT_SHARE_IMAGE, origin).href,
    description: SITE_DESCRIPTION,
  };
}

export interface ArticleFacts {
  title: string;
  description: string | null;
  author: string | null;
  publicationDate: string | null;
  /** The content's type ('News', 'Articolo', …): a news item is a NewsArticle. */
  contentType: string | null;
  isPremium: boolean;
  path: string;
}

/** An article or a news item (schema.org Article; NewsArticle for news). Keyed 'Article' in the page head whatever its subtype. */
export function article(facts: ArticleFacts, origin: string): StructuredData {
  const url = new URL(facts.path, origin).href;
  const author = facts.author?.trim();
  return {
    '@type': facts.contentType === 'News' ? 'NewsArticle' : 'Article',
    headline: facts.title.slice(0, 110),
    ...(facts.description ? { description: facts.description } : {}),
    ...(facts.publicationDate ? { datePublished: facts.publicationDate } : {}),
    author: author ? { '@type': 'Person', name: author } : { '@type': 'Organization', name: SITE_NAME },
    publisher: organization(origin),
    mainEntityOfPage: url,
    url,
    inLanguage: 'it-IT',
    // Premium contents are behind the paywall: say so, as search engines ask of paywalled pages.
    isAccessibleForFree: !facts.isPremium,
  };
}

export interface CourseFacts {
  title: string;
  description: string | null;
  imageUrl: string | null;
  credits: number | null;
  path: string;
}

/** A course of the catalogue (schema.org Course), provided by the club. */
export function course(facts: CourseFacts, origin: string): StructuredData {
  return {
    '@type': 'Course',
    name: facts.title,
    description: facts.description || facts.title,
    url: new URL(facts.path, origin).href,
    ...(facts.imageUrl ? { image: new URL(facts.imageUrl, origin).href } : {}),
    inLanguage: 'it-IT',
    provider: { '@type': 'Organization', name: SITE_NAME, url: new URL('/', origin).href },
    ...(facts.credits ? { educationalCredentialAwarded: `${String(facts.credits).replace('.', ',')} crediti ECM` } : {}),
  };
}
