/**
 * Spec 2 §6 'News content is skipped for users lacking the news wallet' (policy `skipsNewsContent`),
 * applied to every upstream content list (searches, category previews, latest contents, most read):
 * for such a viewer, News joins the excluded content types, so the upstream never returns them and the
 * pages' counts and paging stay right.
 */
import type { CmsContentType, ContentQueryBody } from '@club/contracts';
import { NEWS_CONTENT_TYPE, skipsNewsContent, type ViewerClaims } from '@club/policy';

export function withNewsRule<B extends Pick<ContentQueryBody, 'exclude'>>(viewer: Pick<ViewerClaims, 'subscriptionType' | 'wallets'>, body: B): B {
  if (!skipsNewsContent(viewer)) return body;
  const excluded = body.exclude?.contentType ?? [];
  const news = NEWS_CONTENT_TYPE as CmsContentType;
  return { ...body, exclude: { ...body.exclude, contentType: excluded.includes(news) ? excluded : [...excluded, news] } };
}

/** The content type the viewer's lists leave out, if any (for the upstream lists that take one type). */
export function newsExcludedFor(viewer: Pick<ViewerClaims, 'subscriptionType' | 'wallets'>): CmsContentType | undefined {
  return skipsNewsContent(viewer) ? (NEWS_CONTENT_TYPE as CmsContentType) : undefined;
}
