import type { Express, Request } from 'express';
import type { GatewayEnv } from '../env';
import type { RunAs } from '../graphql/run-as';
import { clubDay, type ViewerClaims } from '@club/policy';
import { mountEcmTranscript } from './ecm-transcript';
import { mountMedia } from './media';
import { mayOpenGatedMedia } from './media-access';
import { mountMemberCardFiles } from './member-card-files';
import { mountMemberPdfs } from './member-pdfs';
import { COURSE_FILE_FIELDS, FileAccessUnavailable, isEbookPartFile, mountProtectedFiles } from './protected-files';
import { mountAffiliateRedirects, mountPaymentProviderPages } from './provider-pages';

export interface FileRoutesDeps {
  env: Pick<GatewayEnv, 'UPSTREAM_URL' | 'MEDIA_ORIGIN' | 'UPSTREAM_TIMEOUT_MS' | 'VIEWER_SIGNING_SECRET' | 'FILE_ORIGINS'>;
  /** The upstream session token sealed in a request's cookie (callers/). */
  tokenOf: (cookieHeader: string | undefined) => Promise<string | null>;
  /**
   * The customer code of the member whose session the request carries, or null (a visitor, a key, a
   * session the CRM no longer knows or cannot confirm now): whom a sealed file link must belong to.
   */
  memberIdOf: (req: Request) => Promise<string | null>;
  /** The requesting caller's viewer claims (a visitor's without a session): the offer activation policy decides on them. */
  viewerOf: (req: Request) => Promise<ViewerClaims>;
  /** An API operation run as the requesting caller (graphql/run-as.ts): the permission of gated media and course files. */
  runAs: RunAs;
}

/**
 * What the gateway serves from the upstream under the portal's own origin, in this order: the media
 * library (`/media/*`), the member's own PDFs and card files, the payment provider's pages, the shops' affiliate
 * redirects, then the protected course files and the course player. The member PDFs go before the
 * course files: both live under `/files/`, and the course files' route answers every other path there.
 */
export function mountFileRoutes(app: Express, deps: FileRoutesDeps): void {
  const { env, runAs } = deps;
  mountMedia(app, {
    mediaOrigin: env.MEDIA_ORIGIN ?? env.UPSTREAM_URL,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    mayOpenGated: (req, mediaPath) =>
      mayOpenGatedMedia(async (query, variables) => ((await runAs(req, query, variables)) ?? { errors: [{ extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }) as never, mediaPath),
  });
  mountMemberPdfs(app, { upstreamUrl: env.UPSTREAM_URL, timeoutMs: env.UPSTREAM_TIMEOUT_MS, tokenOf: deps.tokenOf });
  mountEcmTranscript(app, runAs, () => clubDay());
  mountMemberCardFiles(app, { upstreamUrl: env.UPSTREAM_URL, timeoutMs: env.UPSTREAM_TIMEOUT_MS, tokenOf: deps.tokenOf, signingSecret: env.VIEWER_SIGNING_SECRET });
  mountPaymentProviderPages(app, { providerOrigin: env.UPSTREAM_URL, timeoutMs: env.UPSTREAM_TIMEOUT_MS });
  mountAffiliateRedirects(app, { topnegoziOrigin: env.UPSTREAM_URL, timeoutMs: env.UPSTREAM_TIMEOUT_MS, viewerOf: deps.viewerOf });
  mountProtectedFiles(app, {
    signingSecret: env.VIEWER_SIGNING_SECRET,
    fileOrigins: [env.UPSTREAM_URL, ...env.FILE_ORIGINS],
    playerOrigin: env.UPSTREAM_URL,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    memberIdOf: deps.memberIdOf,
    linkFor: async (req, courseId, file) => {
      const part = isEbookPartFile(file);
      const selection = part ? 'ebookParts { url }' : COURSE_FILE_FIELDS[file];
      const result = await runAs(req, `query CourseFileLink($id: ID!) { course(id: $id) { ${selection} } }`, { id: courseId });
      if (!result) throw new FileAccessUnavailable();
      const { data, errors } = result;
      if (errors?.some((e) => e.extensions?.code === 'UPSTREAM_UNAVAILABLE')) throw new FileAccessUnavailable();
      const course = (data as { course?: Record<string, unknown> | null } | null | undefined)?.course;
      if (!course) return null;
      if (!part) return (course[selection] as string | null | undefined) ?? null;
      // The part's link among the e-book's further files: the one for this very path.
      const parts = (course.ebookParts as { url: string }[] | undefined) ?? [];
      return parts.find((p) => p.url.split('?')[0] === `/files/corsi/${courseId}/${file}`)?.url ?? null;
    },
  });
}
