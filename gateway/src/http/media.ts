import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { Express } from 'express';

/** Response headers of a media file worth passing on to the browser. */
const FORWARDED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'accept-ranges', 'content-range'];

/**
 * The CMS media library under the portal's own origin: `/media/*` (content and banner images, logos,
 * embedded players and their audio/video) is fetched from the media origin and streamed back, so
 * editorial pages never point the browser at an internal host. Read-only: only GET and HEAD.
 */
export function mountMedia(app: Express, deps: { mediaOrigin: string; timeoutMs: number }): void {
  app.get(/^\/media\//, async (req, res) => {
    const headers: Record<string, string> = {};
    if (typeof req.headers.range === 'string') headers.range = req.headers.range;
    try {
      const answer = await fetch(new URL(req.originalUrl, deps.mediaOrigin), { headers, signal: AbortSignal.timeout(deps.timeoutMs) });
      res.status(answer.status);
      for (const name of FORWARDED_HEADERS) {
        const value = answer.headers.get(name);
        if (value) res.setHeader(name, value);
      }
      if (!answer.body || req.method === 'HEAD') return void res.end();
      Readable.fromWeb(answer.body as ReadableStream).pipe(res);
    } catch {
      res.status(502).json({ message: 'Media non disponibile.' });
    }
  });
}
