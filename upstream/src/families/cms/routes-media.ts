import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RouteDeps } from '../../family';
import { sendDemoAudio, sendDemoVideo } from '../../media-files';
import { escapeXml } from '../../svg-text';

/**
 * The CMS media library: content images, banner images, magazine and partner logos, drawn as SVG.
 * The seeded rows point at site-relative `/media/...` paths, as a CMS behind the portal's own domain
 * does; the gateway forwards `/media/*` here so the browser loads them from the portal's origin.
 * The demo runs on a closed network, so nothing may point at an outside host.
 */

const PALETTE = ['#0b3d91', '#1b7f5a', '#a4161a', '#6a4c93', '#b5451b', '#1f6f68', '#264653', '#8a5a00', '#3d5a80', '#7a0a1e'] as const;

/** Readable label of a content-image folder (the content type's slug). */
const KIND_LABELS: Record<string, string> = {
  articolo: 'Articolo',
  premi: 'Premio',
  marchi: 'Marchio',
  news: 'News',
  podcast: 'Podcast',
  video: 'Video',
  'e-book': 'E-book',
  guida: 'Guida',
  faq: 'FAQ',
  modulo: 'Modulo',
  infografica: 'Infografica',
  tool: 'Tool',
  'film-formazione': 'Film Formazione',
  videoclip: 'VideoClip',
  webinar: 'Webinar',
  banner: 'Club Professioni Sanitarie',
  riviste: 'Contenuti medico-scientifici',
};

/** A stable colour per path, so the same image always looks the same. */
function colourFor(key: string): string {
  let hash = 0;
  for (const ch of key) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

/** A 16:9 illustration with a label: content and banner images. */
export function pictureSvg(key: string, label: string): string {
  const text = escapeXml(label);
  const colour = colourFor(key);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675" role="img" aria-label="${text}">
<rect width="1200" height="675" fill="${colour}"/>
<circle cx="1010" cy="150" r="230" fill="#fff" opacity="0.08"/><circle cx="180" cy="600" r="260" fill="#fff" opacity="0.06"/>
<path d="M560 250h80v60h60v80h-60v60h-80v-60h-60v-80h60z" fill="#fff" opacity="0.9"/>
<text x="600" y="560" fill="#fff" font-family="Helvetica, Arial, sans-serif" font-size="44" font-weight="700" text-anchor="middle">${text}</text>
</svg>`;
}

/** A wide logo with a name: magazine and partner logos. */
export function logoSvg(key: string, name: string): string {
  const text = escapeXml(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120" viewBox="0 0 360 120" role="img" aria-label="${text}">
<rect width="360" height="120" rx="12" fill="#fff" stroke="${colourFor(key)}" stroke-width="4"/>
<rect x="16" y="30" width="60" height="60" rx="10" fill="${colourFor(key)}"/>
<text x="92" y="70" fill="#1a1a1a" font-family="Helvetica, Arial, sans-serif" font-size="${name.length > 22 ? 15 : 22}" font-weight="700">${text}</text>
</svg>`;
}

function sendSvg(reply: FastifyReply, svg: string) {
  return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(svg);
}

const notFound = (reply: FastifyReply) => reply.code(404).send({ message: 'Immagine non trovata.' });

/** The request path without its query string: the key of an image. */
const pathOf = (url: string) => url.split('?')[0]!;

/** The recording a player plays, under the player's own path: audio for podcasts, video otherwise. */
export function playerFileOf(contentType: string): 'audio.ogg' | 'video.webm' {
  return contentType === 'Podcast' ? 'audio.ogg' : 'video.webm';
}

/**
 * The embedded player page of a playable item at `playerPath` (a content item's `embedded_content`
 * frame `/media/embed/{id}`, a video tutorial's `/media/tutorial/{id}`). Its recording lives under
 * that same path (`{playerPath}/video.webm`, `{playerPath}/audio.ogg`), so whoever may open the player
 * may open its file and nobody else: the portal gates both with one decision (docs/operations.md
 * 'Public and gated media'). Its main landmark is named after the content: embedded in an article,
 * beside the portal's own main, two unnamed mains would be indistinguishable to a screen reader (axe
 * landmark-unique), as with the newsstand reader.
 */
export function playerPage(item: { id: string; title: string | null; content_type: string; img_src: string | null }, playerPath: string): string {
  const title = escapeXml(item.title ?? 'Contenuto multimediale');
  const src = escapeXml(`${playerPath}/${playerFileOf(item.content_type)}`);
  const media =
    item.content_type === 'Podcast'
      ? `<audio controls preload="metadata" src="${src}" aria-label="${title}"></audio>`
      : `<video controls preload="metadata" playsinline src="${src}"${item.img_src ? ` poster="${escapeXml(item.img_src)}"` : ''} aria-label="${title}"></video>`;
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>html,body{margin:0;height:100%;background:#111;color:#fff;font-family:Helvetica,Arial,sans-serif}
main{display:flex;flex-direction:column;justify-content:center;align-items:center;height:100%;gap:12px;padding:12px;box-sizing:border-box}
video{max-width:100%;max-height:calc(100% - 48px)}audio{width:min(100%,480px)}h1{font-size:1rem;margin:0;text-align:center}</style>
</head><body><main aria-label="${title}"><h1>${title}</h1>${media}</main></body></html>`;
}

/** The player path of a content item: what its `embedded_content` points at. */
export const embedPath = (id: string) => `/media/embed/${encodeURIComponent(id)}`;

export function registerMediaRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  // The frame a video, podcast, webinar, film or video clip page embeds: /media/embed/{content id}
  type PlayableRow = { id: string; title: string | null; content_type: string; img_src: string | null };
  const playable = async (id: string) =>
    (
      await db.query<PlayableRow>(`SELECT id, title, content_type, img_src FROM cms_contents WHERE id = $1 AND embedded_content IS NOT NULL`, [id])
    )[0];
  app.get<{ Params: { id: string } }>('/media/embed/:id', async (req, reply) => {
    const item = await playable(req.params.id);
    if (!item) return reply.code(404).send({ message: 'Contenuto non trovato.' });
    // Gated content: the portal decides per viewer (docs/operations.md 'Public and gated media').
    return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'private, no-store').send(playerPage(item, embedPath(item.id)));
  });
  // Its recording, under the player's own path: /media/embed/{content id}/{video.webm | audio.ogg}
  app.get<{ Params: { id: string; file: string } }>('/media/embed/:id/:file', async (req, reply) => {
    const item = await playable(req.params.id);
    if (!item || playerFileOf(item.content_type) !== req.params.file) return reply.code(404).send({ message: 'Contenuto non trovato.' });
    return req.params.file === 'audio.ogg' ? sendDemoAudio(reply) : sendDemoVideo(reply);
  });
  // A video tutorial's recording, under its player's path (the player page: routes-components.ts).
  app.get<{ Params: { id: string } }>('/media/tutorial/:id/video.webm', async (req, reply) => {
    const [row] = await db.query<{ id: string }>(`SELECT id FROM cms_video_tutorials WHERE id = $1`, [req.params.id]);
    if (!row) return reply.code(404).send({ message: 'Video non trovato.' });
    return sendDemoVideo(reply);
  });

  // Content and banner images: /media/cms/{content-type slug | banner}/{name}.svg
  app.get<{ Params: { kind: string; file: string } }>('/media/cms/:kind/:file', async (req, reply) => {
    const label = KIND_LABELS[req.params.kind];
    if (!label || !/^[a-z0-9-]+\.svg$/.test(req.params.file)) return notFound(reply);
    return sendSvg(reply, pictureSvg(pathOf(req.url), label));
  });

  // Images of the magazines' posts: /media/riviste/{n}.svg
  app.get<{ Params: { file: string } }>('/media/riviste/:file', async (req, reply) => {
    if (!/^\d+\.svg$/.test(req.params.file)) return notFound(reply);
    return sendSvg(reply, pictureSvg(pathOf(req.url), KIND_LABELS.riviste!));
  });

  // Logos carry the name of their magazine or partner, looked up by the path the row points at.
  app.get<{ Params: { file: string } }>('/media/magazines/:file', async (req, reply) => {
    const [row] = await db.query<{ name: string }>(`SELECT name FROM cms_magazines WHERE logo_url = $1`, [pathOf(req.url)]);
    return row ? sendSvg(reply, logoSvg(pathOf(req.url), row.name)) : notFound(reply);
  });
  app.get<{ Params: { file: string } }>('/media/partners/:file', async (req, reply) => {
    const [row] = await db.query<{ name: string }>(`SELECT name FROM cms_partner_logos WHERE image_url = $1`, [pathOf(req.url)]);
    return row ? sendSvg(reply, logoSvg(pathOf(req.url), row.name)) : notFound(reply);
  });
}
