import { cmsContracts, type CmsMagazine, type PayloadOf } from '@club/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import type { RouteDeps } from '../../family';
import { parseOr400 } from './validate';


interface MagazineRow {
  id: string;
  name: string;
  url: string;
  logo_url: string;
  categories: { name: string; link: string; slug: string }[] | string;
}

interface PostRow {
  id: string;
  category_slug: string;
  title: string;
  excerpt: string | null;
  date: Date;
  link: string;
  author: string | null;
  image_url: string | null;
  terms: string[];
}

async function magazines(db: Db, id?: string): Promise<CmsMagazine[]> {
  const rows = await db.query<MagazineRow>(
    `SELECT m.id, m.name, m.url, m.logo_url,
            (SELECT json_agg(json_build_object('name', mc.name, 'link', mc.link, 'slug', mc.slug) ORDER BY mc.sort)
               FROM cms_magazine_categories mc WHERE mc.magazine_id = m.id) AS categories
       FROM cms_magazines m ${id ? 'WHERE m.id = $1' : ''} ORDER BY m.sort`,
    id ? [id] : [],
  );
  return rows.map((r) => ({
    magazine: r.id,
    name: r.name,
    url: r.url,
    logo: r.logo_url,
    categories: typeof r.categories === 'string' ? (JSON.parse(r.categories) as { name: string; link: string; slug: string }[]) : (r.categories ?? []),
  }));
}

/** Posts for the recommender: by profession (a detail match first) when given, otherwise the latest. */
async function suggestedPosts(db: Db, magazine: string, numPosts: number, profession?: string | null, detail?: string | null): Promise<PostRow[]> {
  if (!profession) {
    return db.query<PostRow>(`SELECT * FROM cms_magazine_posts WHERE magazine_id = $1 ORDER BY date DESC, id LIMIT $2`, [magazine, numPosts]);
  }
  return db.query<PostRow>(
    `SELECT * FROM cms_magazine_posts
      WHERE magazine_id = $1 AND $3 = ANY(professions)
      ORDER BY ($4::text IS NOT NULL AND $4 = ANY(profession_details)) DESC, date DESC, id LIMIT $2`,
    [magazine, numPosts, profession, detail ?? null],
  );
}

/** Partner content (spec 2 §7): the magazines' recommender, the external news feed, partner logos. Public. */
export function registerPartnerRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/recommender/magazines', async (): Promise<PayloadOf<typeof cmsContracts.magazines>> => magazines(db));

  app.post('/recommender/suggested', async (req, reply) => {
    const body = await parseOr400(cmsContracts.suggestedPosts.body, req.body, reply);
    if (!body) return reply;
    const [magazine] = await magazines(db, body.magazine);
    if (!magazine) return reply.code(404).send({ message: `Rivista ${body.magazine} non trovata.` });
    const posts = await suggestedPosts(db, magazine.magazine, body.numPosts, body.professione, body.dettaglioProfessione);
    // WordPress-like post shape grouped by category, in the magazine's category order.
    const categories = magazine.categories
      .map((c) => ({
        name: c.name,
        link: c.link,
        posts: posts
          .filter((p) => p.category_slug === c.slug)
          .map((p) => ({
            id: p.id,
            title: p.title,
            excerpt: p.excerpt,
            date: new Date(p.date).toISOString(),
            link: p.link,
            _embedded: { author: [{ name: p.author }] },
            featured_media: p.image_url,
            terms: p.terms,
          })),
      }))
      .filter((c) => c.posts.length > 0);
    return {
      magazine: { magazine: magazine.magazine, name: magazine.name, url: magazine.url },
      personalised: Boolean(body.professione),
      posts: { categories },
    } satisfies PayloadOf<typeof cmsContracts.suggestedPosts>;
  });

  app.get('/news-esterne/posts', async (req, reply) => {
    const q = await parseOr400(cmsContracts.externalNews.query, req.query, reply);
    if (!q) return reply;
    const rows = await db.query<{ id: number; title: string; excerpt: string; link: string; class_list: string[]; author: string; section: string; date: Date }>(
      `SELECT * FROM cms_external_news ORDER BY date DESC, id LIMIT $1`,
      [q.per_page],
    );
    return rows.map((r) => ({
      id: r.id,
      date: new Date(r.date).toISOString(),
      title: { rendered: r.title },
      excerpt: { rendered: r.excerpt },
      link: r.link,
      class_list: r.class_list,
      yoast_head_json: { author: r.author, articleSection: r.section },
    })) satisfies PayloadOf<typeof cmsContracts.externalNews>;
  });

  app.get('/graphql/logos', async (): Promise<PayloadOf<typeof cmsContracts.partnerLogos>> => {
    type LogoRow = { name: string; image_url: string; url: string | null; product_name: string | null; show_partner_logo: boolean; is_default: boolean };
    const rows = await db.query<LogoRow>(`SELECT name, image_url, url, product_name, show_partner_logo, is_default FROM cms_partner_logos ORDER BY id`);
    const results = rows.map((r) => ({
      productName: r.product_name,
      partnerLogoSrc: r.image_url,
      partnerLogoAlt: r.name,
      showPartnerLogo: r.show_partner_logo,
      isDefault: r.is_default,
      url: r.url,
    }));
    return { item: { logos: { results } } };
  });
}
