import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import type { RouteDeps } from '../../family';
import { int, seededRandom } from '../../random';
import { escapeXml, wrapWords } from '../../svg-text';

/**
 * Infographics (spec 2 §2 'infographic viewer'): the seed has no drawings for its Infografica items,
 * so each one gets an SVG infographic generated from its own row — title, category and a few figures
 * derived from its id — under `/media/infografiche/{id}.svg` (the gateway forwards `/media/*` here).
 * Deterministic: the same item always draws the same picture.
 */

/**
 * Points every Infografica item at its generated image. Run by the seed after the contents are
 * inserted, and by migration 313 for databases seeded before the images existed.
 */
export const POINT_INFOGRAPHICS_AT_IMAGES_SQL = `UPDATE cms_contents SET img_src = '/media/infografiche/' || id || '.svg' WHERE content_type = 'Infografica'`;

export async function pointInfographicsAtImages(db: Db): Promise<void> {
  await db.query(POINT_INFOGRAPHICS_AT_IMAGES_SQL);
}

export interface InfographicItem {
  id: string;
  title: string | null;
  category: string | null;
}

/** Groups the bars compare; the values are the item's own. */
const BAR_LABELS = ['Medici', 'Infermieri', 'Farmacisti', 'Altri professionisti'] as const;
const COLOURS = ['#0b5d8c', '#1b7f5a', '#a4161a', '#6a4c93'] as const;
const WIDTH = 1200;
const HEIGHT = 900;

/** The figures an infographic shows: four percentages and two key numbers. */
export function infographicFigures(id: string): { bars: { label: string; percent: number }[]; professionals: number; growth: number } {
  // Content ids are numbers: the id seeds the figures, so an item always shows the same ones.
  const random = seededRandom(Number(id));
  return {
    bars: BAR_LABELS.map((label) => ({ label, percent: int(random, 15, 94) })),
    professionals: 1000 + int(random, 0, 48) * 500,
    growth: int(random, 3, 42),
  };
}

const formatNumber = (n: number) => n.toLocaleString('it-IT');

/** The SVG of an item: title band, bar chart with labelled values, two key figures and the source line. */
export function infographicSvg(item: InfographicItem): string {
  const title = item.title?.trim() || 'Infografica';
  const { bars, professionals, growth } = infographicFigures(item.id);
  const titleLines = wrapWords(title, 44).slice(0, 3);
  const description = `Quota di professionisti interessati per gruppo: ${bars.map((b) => `${b.label} ${b.percent}%`).join(', ')}. Professionisti coinvolti: ${formatNumber(professionals)}. Crescita rispetto al 2020: ${growth}%.`;
  const chartTop = 330;
  const barRows = bars
    .map((b, i) => {
      const y = chartTop + i * 90;
      const width = Math.round((b.percent / 100) * 640);
      return `<text x="60" y="${y + 38}" font-size="28">${escapeXml(b.label)}</text>
<rect x="380" y="${y + 8}" width="640" height="44" rx="6" fill="#e8edf2"/>
<rect x="380" y="${y + 8}" width="${width}" height="44" rx="6" fill="${COLOURS[i]}"/>
<text x="1040" y="${y + 40}" font-size="30" font-weight="700">${b.percent}%</text>`;
    })
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="infografica-titolo infografica-descrizione">
<title id="infografica-titolo">${escapeXml(title)}</title>
<desc id="infografica-descrizione">${escapeXml(description)}</desc>
<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>
<rect width="${WIDTH}" height="250" fill="#123b5c"/>
<g font-family="Helvetica, Arial, sans-serif" fill="#ffffff">
<text x="60" y="70" font-size="26" opacity="0.9">${escapeXml(`Infografica${item.category ? ` · ${item.category}` : ''}`)}</text>
${titleLines.map((l, i) => `<text x="60" y="${130 + i * 48}" font-size="40" font-weight="700">${escapeXml(l)}</text>`).join('\n')}
</g>
<g font-family="Helvetica, Arial, sans-serif" fill="#1d1d1b">
<text x="60" y="300" font-size="30" font-weight="700">Quota di professionisti interessati</text>
${barRows}
<rect x="60" y="700" width="520" height="130" rx="10" fill="#f2f6f9"/>
<text x="90" y="765" font-size="48" font-weight="700" fill="#123b5c">${formatNumber(professionals)}</text>
<text x="90" y="805" font-size="24">professionisti coinvolti</text>
<rect x="620" y="700" width="520" height="130" rx="10" fill="#f2f6f9"/>
<text x="650" y="765" font-size="48" font-weight="700" fill="#1b7f5a">+${growth}%</text>
<text x="650" y="805" font-size="24">rispetto al 2020</text>
<text x="60" y="870" font-size="20" fill="#4a4a48">Fonte: elaborazione del Club su dati dimostrativi</text>
</g>
</svg>`;
}

/** GET /media/infografiche/{id}.svg: the item's infographic, 404 when the id is not an Infografica. */
export function registerInfographicRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get<{ Params: { file: string } }>('/media/infografiche/:file', async (req, reply) => {
    const id = /^(\d+)\.svg$/.exec(req.params.file)?.[1];
    const [item] = id
      ? await db.query<InfographicItem>(
          `SELECT c.id, c.title, cat.label AS category FROM cms_contents c LEFT JOIN cms_categories cat ON cat.slug = c.category_slug
            WHERE c.id = $1 AND c.content_type = 'Infografica'`,
          [id],
        )
      : [];
    if (!item) return reply.code(404).send({ message: 'Infografica non trovata.' });
    return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(infographicSvg(item));
  });
}
