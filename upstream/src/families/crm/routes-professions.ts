import type { PayloadOf, professionDetailsRoute, professionsRoute, specializationFamiliesRoute } from '@club/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../family';

/**
 * The profession catalogue the data-completion modal offers (spec 2 §7: GET /CRM/professione/attive,
 * GET /CRM/FamiglieSpecializzazione, GET /CRM/professione/{id}). Reference data: public.
 */
export function professionRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/CRM/professione/attive', async (): Promise<PayloadOf<typeof professionsRoute>> => {
    const rows = await db.query<{ id: string; codice: string; descrizione: string; signup_enabled: boolean }>(
      `SELECT id, codice, descrizione, signup_enabled FROM crm_professions ORDER BY id`,
    );
    return rows.map((p) => ({ id: p.id, codice: p.codice, descrizione: p.descrizione, signupEnabled: p.signup_enabled }));
  });

  app.get('/CRM/FamiglieSpecializzazione', async (): Promise<PayloadOf<typeof specializationFamiliesRoute>> =>
    db.query<PayloadOf<typeof specializationFamiliesRoute>[number]>(
      `SELECT f.id, f.nome,
              coalesce(json_agg(json_build_object('id', s.id, 'nome', s.nome) ORDER BY s.nome) FILTER (WHERE s.id IS NOT NULL), '[]'::json) AS specializzazioni
         FROM crm_specialisation_families f
         LEFT JOIN crm_specialisations s ON s.family_id = f.id
        GROUP BY f.id, f.nome
        ORDER BY f.id`,
    ),
  );

  app.get<{ Params: { id: string } }>('/CRM/professione/:id', async (req, reply) => {
    const [profession] = await db.query<{ id: string; codice: string; descrizione: string }>(
      `SELECT id, codice, descrizione FROM crm_professions WHERE id = $1`,
      [req.params.id],
    );
    if (!profession) return reply.code(404).send({ message: 'Professione non trovata.' });
    const dettagli = await db.query<{ id: string; nome: string }>(
      `SELECT id, nome FROM crm_profession_details WHERE profession_id = $1 ORDER BY nome`,
      [profession.id],
    );
    return { ...profession, dettagli } satisfies PayloadOf<typeof professionDetailsRoute>;
  });
}
