/**
 * Spec 2 §6 'News content is skipped for users lacking the news wallet' (policy `skipsNewsContent`),
 * applied to the upstream content searches: for such a viewer, News joins the excluded content types,
 * so the upstream never returns them and the pages' counts and paging stay right.
 */
import type { CmsContentType, ContentQueryBody } from '@club/contracts';
import { NEWS_CONTENT_TYPE, skipsNewsContent, type ViewerClaims } from '@club/policy';

export function withNewsRule<B extends Pick<ContentQueryBody, 'exclude'>>(viewer: Pick<ViewerClaims, 'subscriptionType' | 'wallets'>, body: B): B {
  if (!skipsNewsContent(viewer)) return body;
  const excluded = body.exclude?.contentType ?? [];
  const news = NEWS_CONTENT_TYPE as CmsContentType;
  return { ...body, exclude: { ...body.exclude, contentType: excluded.includes(news) ? excluded : [...excluded, news] } };
}
