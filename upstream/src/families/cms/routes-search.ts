import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteDeps } from '../../family';
import { contentQuerySchema } from './content-query';
import { contentsById, searchGrouped, searchUngrouped } from './content-search';
import { parseOr400 } from './validate';

const byIdsSchema = z.object({ ids: z.array(z.string().min(1)).min(1).max(200) });

/** Editorial content: the grouped and ungrouped searches (spec 2 §7) and reads by id. Public: no token needed. */
export function registerSearchRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.post('/CMS/Search/EditorialContent', async (req, reply) => {
    const q = await parseOr400(contentQuerySchema, req.body, reply);
    return q ? searchGrouped(db, q) : reply;
  });

  app.post('/CMS/Search/EditorialContent/Ungrouped', async (req, reply) => {
    const q = await parseOr400(contentQuerySchema, req.body, reply);
    return q ? searchUngrouped(db, q) : reply;
  });

  // Batched read for the subgraph's DataLoader (entity references, bodies of listed items).
  app.post('/CMS/Contenuti/PerId', async (req, reply) => {
    const body = await parseOr400(byIdsSchema, req.body, reply);
    return body ? { docs: await contentsById(db, [...new Set(body.ids)]) } : reply;
  });

  app.get<{ Params: { id: string } }>('/CMS/Contenuti/:id', async (req, reply) => {
    const [item] = await contentsById(db, [req.params.id]);
    if (!item) return reply.code(404).send({ message: `Contenuto ${req.params.id} non trovato.` });
    return item;
  });
}
