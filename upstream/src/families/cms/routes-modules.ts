import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '@club/wire/content-disposition';
import type { RouteDeps } from '../../family';
import { renderModulePdf } from './module-file';

/** Module templates as real files (GET /CMS/Moduli/{id}/file, defined here). Public: the subgraph enforces the policy. */
export function registerModuleRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get<{ Params: { id: string } }>('/CMS/Moduli/:id/file', async (req, reply) => {
    const [row] = await db.query<{ id: string; slug: string; title: string | null; abstract: string | null; category: string | null }>(
      `SELECT c.id, c.slug, c.title, c.abstract, cat.label AS category
         FROM cms_contents c LEFT JOIN cms_categories cat ON cat.slug = c.category_slug
        WHERE c.id = $1 AND c.content_type = 'Modulo'`,
      [req.params.id],
    );
    if (!row) return reply.code(404).send({ message: `Modulo ${req.params.id} non trovato.` });
    const pdf = await renderModulePdf({ id: row.id, title: row.title ?? 'Modulo', abstract: row.abstract, category: row.category });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition('attachment', `${row.slug}.pdf`))
      .send(pdf);
  });
}
