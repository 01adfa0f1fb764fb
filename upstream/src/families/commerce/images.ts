import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db';
import { escapeXml } from '../../svg-text';

/**
 * Shop logos and slideshow images, drawn as SVG from the catalogue data: the demo runs on a closed
 * network, so the images the responses point to must be served here rather than by outside hosts.
 */

const PALETTE = ['#0b3d91', '#1b7f5a', '#a4161a', '#6a4c93', '#e76f51', '#2a9d8f', '#264653', '#c77d00', '#3d5a80', '#9d0208'] as const;

function colourFor(id: number): string {
  return PALETTE[id % PALETTE.length]!;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

export function logoSvg(shop: { id: number; name: string }): string {
  const name = escapeXml(shop.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img" aria-label="${name}">
<rect width="240" height="120" rx="12" fill="#ffffff"/>
<circle cx="60" cy="60" r="40" fill="${colourFor(shop.id)}"/>
<text x="60" y="72" font-family="Arial, sans-serif" font-size="32" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initials(shop.name))}</text>
<text x="110" y="66" font-family="Arial, sans-serif" font-size="16" font-weight="700" fill="#1d1d1b">${name.length > 24 ? `${name.slice(0, 23)}…` : name}</text>
</svg>`;
}

export function slideSvg(slide: { id: number; shopName: string; title: string }, mobile: boolean): string {
  const [w, h] = mobile ? [600, 600] : [1200, 400];
  const shopName = escapeXml(slide.shopName);
  const title = escapeXml(slide.title);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${shopName}: ${title}">
<rect width="${w}" height="${h}" fill="${colourFor(slide.id + 3)}"/>
<text x="48" y="${h / 2 - 20}" font-family="Arial, sans-serif" font-size="${mobile ? 36 : 48}" font-weight="700" fill="#ffffff">${shopName}</text>
<text x="48" y="${h / 2 + 30}" font-family="Arial, sans-serif" font-size="${mobile ? 24 : 30}" fill="#ffffff">${title}</text>
</svg>`;
}

export function registerImages(app: FastifyInstance, db: Db): void {
  const sendSvg = (reply: FastifyReply, svg: string) =>
    reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(svg);

  // Also under the media library (/media/topnegozi/...), which the gateway forwards: pages load images from the portal's origin.
  for (const prefix of ['', '/media']) {
    app.get<{ Params: { file: string } }>(`${prefix}/topnegozi/loghi/:file`, async (req, reply) => {
      const rows = await db.query<{ id: number; name: string }>(`SELECT id, name FROM shops WHERE logo = $1`, [req.params.file]);
      if (!rows[0]) return reply.code(404).send({ message: 'Logo non trovato.' });
      return sendSvg(reply, logoSvg(rows[0]));
    });

    app.get<{ Params: { file: string } }>(`${prefix}/topnegozi/slideshow/:file`, async (req, reply) => {
      const rows = await db.query<{ id: number; title: string; shop_name: string; mobile: boolean }>(
        `SELECT sl.id, sl.title, s.name AS shop_name, sl.image_mobile = $1 AS mobile
           FROM shop_slides sl JOIN shops s ON s.id = sl.shop_id
          WHERE sl.image = $1 OR sl.image_mobile = $1`,
        [req.params.file],
      );
      const slide = rows[0];
      if (!slide) return reply.code(404).send({ message: 'Immagine non trovata.' });
      return sendSvg(reply, slideSvg({ id: slide.id, shopName: slide.shop_name, title: slide.title }, slide.mobile));
    });
  }
}
