/**
 * Service pages and partner deals (spec 3 §2 'Services and conventions', §3, §6). Public: every
 * item goes out with its rules; the cms subgraph applies them.
 * - GET /CMS/Servizi/Pagina?path=: one page by its path under /servizi ('' is the services home); 404 when unknown.
 * - GET /CMS/Convenzioni: every partner deal with the lists it belongs to.
 */
import { cmsContracts, type CmsServicePage, type PayloadOf } from '@club/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../family';
import { parseOr400 } from './validate';

export function registerServiceRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/CMS/Servizi/Pagina', async (req, reply) => {
    const query = await parseOr400(cmsContracts.servicePage.query, req.query, reply);
    if (!query) return reply;
    const path = query.path.replace(/^\/+|\/+$/g, '');
    const [row] = await db.query<{ doc: CmsServicePage | string }>(`SELECT doc FROM cms_service_pages WHERE path = $1`, [path]);
    if (!row) return reply.code(404).send({ message: `Pagina di servizio ${path} non trovata.` });
    const doc = typeof row.doc === 'string' ? (JSON.parse(row.doc) as CmsServicePage) : row.doc;
    return doc satisfies PayloadOf<typeof cmsContracts.servicePage>;
  });

  app.get('/CMS/Convenzioni', async (): Promise<PayloadOf<typeof cmsContracts.partnerDeals>> => {
    const rows = await db.query<{ id: string; title: string; body: string; image_url: string | null; href: string; lists: ('premium' | 'standard')[] }>(
      `SELECT id, title, body, image_url, href, lists FROM cms_partner_deals ORDER BY sort`,
    );
    return rows.map((r) => ({ id: r.id, title: r.title, body: r.body, image: r.image_url, href: r.href, lists: r.lists }));
  });
}
