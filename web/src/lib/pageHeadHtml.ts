import { SITE_DESCRIPTION, SITE_NAME, type PageHead } from './pageHead';
import { scriptSafeJson } from './serverState';

/** The preview picture of a page that names none: the portal's logo card (web/public). */
export const DEFAULT_SHARE_IMAGE = '/share-card.png';

/**
 * The head tags of a server-rendered page (entry-server.tsx): what search engines and link previews
 * read. The organisation is named on every page through Open Graph's site name; its schema.org
 * object is the home's (HomePage).
 */
export function renderPageHead(head: PageHead, canonical: string): string {
  const title = head.title ?? SITE_NAME;
  const description = head.description ?? SITE_DESCRIPTION;
  const image = new URL(head.image ?? DEFAULT_SHARE_IMAGE, head.origin).href;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'it_IT'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    ...[...head.structuredData.values()].map((item) => `<script type="application/ld+json">${scriptSafeJson({ '@context': 'https://schema.org', ...item })}</script>`),
  ];
  return tags.join('');
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
