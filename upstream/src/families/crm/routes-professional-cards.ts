import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db';
import type { RouteDeps } from '../../family';
import { parseOr400 } from './request';

/**
 * The directory of health professionals (spec 2 §7 GET /professionallist/professionalcards):
 * public cards, newest first, paged by take/page. Filters and the member's own card come later.
 */
const listQuery = z.object({
  take: z.coerce.number({ error: 'Il parametro take deve essere un numero.' }).int('Il parametro take deve essere un intero.').min(1, 'Il parametro take va da 1 a 100.').max(100, 'Il parametro take va da 1 a 100.').default(4),
  page: z.coerce.number({ error: 'Il parametro page deve essere un numero.' }).int('Il parametro page deve essere un intero.').min(1, 'Il parametro page parte da 1.').default(1),
});

interface CardRow {
  id: string;
  first_name: string;
  last_name: string;
  profession_id: string;
  codice: string;
  descrizione: string;
  detail_id: string | null;
  detail_nome: string | null;
  specializations: { id: string; nome: string }[];
  province: string;
  city: string;
  presentation: string;
  visibility: string;
  is_pharmacare: boolean;
  created_at: Date | string;
}

async function publicCards(db: Db, limit: number, offset: number) {
  const rows = await db.query<CardRow>(
    `SELECT c.id, c.first_name, c.last_name, c.profession_id, p.codice, p.descrizione, d.id AS detail_id, d.nome AS detail_nome,
            (SELECT coalesce(json_agg(json_build_object('id', s.id, 'nome', s.nome) ORDER BY s.nome), '[]'::json)
               FROM crm_specialisations s WHERE s.id = ANY(c.specialisation_ids)) AS specializations,
            c.province, c.city, c.presentation, c.visibility, c.is_pharmacare, c.created_at
       FROM professional_cards c
       JOIN crm_professions p ON p.id = c.profession_id
       LEFT JOIN crm_profession_details d ON d.id = c.profession_detail_id
      WHERE c.visibility = 'Pubblica'
      ORDER BY c.created_at DESC, c.id
      LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  return rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    profession: { id: r.profession_id, codice: r.codice, descrizione: r.descrizione },
    professionDetail: r.detail_id ? { id: r.detail_id, nome: r.detail_nome } : null,
    specializations: r.specializations,
    province: r.province,
    city: r.city,
    presentationText: r.presentation,
    visibility: r.visibility,
    isPharmacare: r.is_pharmacare,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

export function professionalCardRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/professionallist/professionalcards', async (req, reply) => {
    const q = await parseOr400(listQuery, req.query, reply);
    if (!q) return reply;
    const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM professional_cards WHERE visibility = 'Pubblica'`);
    const total = count?.total ?? 0;
    const professionalCards = await publicCards(db, q.take, (q.page - 1) * q.take);
    return {
      professionalCards,
      // Spec 2 §2: suggested cards stand in when a filtered search finds nothing; unfiltered, never needed.
      suggested: [],
      pages: Math.ceil(total / q.take),
      // Spec 2 §3: totalRecords is null when there are none.
      totalRecords: total === 0 ? null : total,
    };
  });
}
