import { cmsContracts, type PayloadOf } from '@club/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../family';
import { contentsById, searchGrouped, searchUngrouped } from './content-search';
import { parseOr400 } from './validate';

/** Editorial content: the grouped and ungrouped searches (spec 2 §7) and reads by id. Public: no token needed. */
export function registerSearchRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.post('/CMS/Search/EditorialContent', async (req, reply) => {
    const q = await parseOr400(cmsContracts.searchGrouped.body, req.body, reply);
    return q ? ((await searchGrouped(db, q)) satisfies PayloadOf<typeof cmsContracts.searchGrouped>) : reply;
  });

  app.post('/CMS/Search/EditorialContent/Ungrouped', async (req, reply) => {
    const q = await parseOr400(cmsContracts.searchUngrouped.body, req.body, reply);
    return q ? ((await searchUngrouped(db, q)) satisfies PayloadOf<typeof cmsContracts.searchUngrouped>) : reply;
  });

  // Batched read for the subgraph's DataLoader (entity references, bodies of listed items).
  app.post('/CMS/Contenuti/PerId', async (req, reply) => {
    const body = await parseOr400(cmsContracts.contentsById.body, req.body, reply);
    return body ? ({ docs: await contentsById(db, [...new Set(body.ids)]) } satisfies PayloadOf<typeof cmsContracts.contentsById>) : reply;
  });

  app.get<{ Params: { id: string } }>('/CMS/Contenuti/:id', async (req, reply) => {
    const [item] = await contentsById(db, [req.params.id]);
    if (!item) return reply.code(404).send({ message: `Contenuto ${req.params.id} non trovato.` });
    return item satisfies PayloadOf<typeof cmsContracts.contentById>;
  });
}
