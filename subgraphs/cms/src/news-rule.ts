/**
 * Spec 2 §6 'News content is skipped for users lacking the news wallet' (policy `skipsNewsContent`),
 * applied to every upstream content list (searches, category previews, latest contents, most read):
 * for such a viewer, News joins the excluded content types, so the upstream never returns them and the
 * pages' counts and paging stay right.
 */
import type { CmsContentType, ContentQueryBody } from '@club/contracts';
import { NEWS_CONTENT_TYPE, skipsNewsContent, type ViewerClaims } from '@club/policy';

type Viewer = Pick<ViewerClaims, 'subscriptionType' | 'wallets'>;

/** The content type the viewer's lists leave out, if any (for the upstream lists that take one type). */
export function newsExcludedFor(viewer: Viewer): CmsContentType | undefined {
  return skipsNewsContent(viewer) ? (NEWS_CONTENT_TYPE as CmsContentType) : undefined;
}

/** A content search body with News among its excluded types when the viewer's lists leave them out. */
export function withNewsRule<B extends Pick<ContentQueryBody, 'exclude'>>(viewer: Viewer, body: B): B {
  const news = newsExcludedFor(viewer);
  if (!news) return body;
  const excluded = body.exclude?.contentType ?? [];
  return { ...body, exclude: { ...body.exclude, contentType: excluded.includes(news) ? excluded : [...excluded, news] } };
}
