import {
  pressCategoriesBody,
  pressNewsletterUpdateBody,
  pressSearchBody,
  PRESS_SEARCH_MAX_RESULTS,
  type PayloadOf,
  type pressArticlesRoute,
  type pressCategoriesRoute,
  type pressNewsletterRoute,
  type pressNewsletterUpdateRoute,
} from '@club/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth';
import type { Db } from '../../db';
import type { RouteDeps } from '../../family';
import { IDEMPOTENT } from '../../idempotency';
import { parseOr400 } from './request';

/** Spec 3 §6: the press search and newsletter need the pubmed wallet. */
export const PRESS_WALLET = 'pubmed';
/** The most newsletter families a member may choose (spec 3 §5, §9). */
export const PRESS_NEWSLETTER_MAX = 3;

export const PRESS_UPSTREAM_MESSAGES = {
  noWallet: 'Il servizio World Scientific Press non è incluso nel tuo abbonamento.',
  tooMany: `Puoi scegliere al massimo ${PRESS_NEWSLETTER_MAX} specializzazioni.`,
  unknownFamily: 'Famiglia di specializzazioni sconosciuta.',
} as const;

/** The signed-in member holding an active pubmed wallet; otherwise replies 401 or 403 and returns null. */
async function pressMember(db: Db, req: FastifyRequest, reply: FastifyReply): Promise<string | null> {
  const session = await requireUser(db, req, reply);
  if (!session) return null;
  const [wallet] = await db.query(`SELECT 1 FROM wallets WHERE user_id = $1 AND codice = $2 AND attivo`, [session.userId, PRESS_WALLET]);
  if (!wallet) {
    await reply.code(403).send({ message: PRESS_UPSTREAM_MESSAGES.noWallet });
    return null;
  }
  return session.userId;
}

async function newsletter(db: Db, userId: string): Promise<PayloadOf<typeof pressNewsletterRoute>> {
  return db.query<{ id: string; nome: string }>(
    `SELECT f.id, f.nome FROM crm_press_newsletter n JOIN crm_specialisation_families f ON f.id = n.family_id
      WHERE n.user_id = $1 ORDER BY f.id`,
    [userId],
  );
}

/** World Scientific Press (spec 3 §7): article search, categories and the member's newsletter families. */
export function pressRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.post('/PubMed/Articoli', async (req, reply) => {
    if (!(await pressMember(db, req, reply))) return reply;
    const body = await parseOr400(pressSearchBody, req.body, reply);
    if (!body) return reply;
    const keyword = body.descrizione?.trim() ?? '';
    const rows = await db.query<{ id: string; title: string; pub_date: string; author: string | null; description: string | null; link: string }>(
      `SELECT id, title, pub_date::text AS pub_date, author, description, link
         FROM crm_press_articles
        WHERE category_id = $1 AND pub_date BETWEEN $2::date AND $3::date
          AND ($4 = '' OR title ILIKE '%' || $4 || '%' OR description ILIKE '%' || $4 || '%')
        ORDER BY pub_date DESC, id
        LIMIT ${PRESS_SEARCH_MAX_RESULTS}`,
      [body.categoria, body.dataDa, body.dataA, keyword.replace(/[\\%_]/g, (c) => `\\${c}`)],
    );
    return rows.map((r) => ({
      artXmlId: r.id,
      artXmlTitle: r.title,
      artXmlPubdate: r.pub_date,
      artXmlAuthor: r.author,
      artXmlDescription: r.description,
      artXmlLink: r.link,
    })) satisfies PayloadOf<typeof pressArticlesRoute>;
  });

  app.post('/PubMed/Articoli/Categorie', async (req, reply) => {
    if (!(await pressMember(db, req, reply))) return reply;
    if (!(await parseOr400(pressCategoriesBody, req.body ?? {}, reply))) return reply;
    const rows = await db.query<{ id: number; name: string }>(`SELECT id, name FROM crm_press_categories ORDER BY name`);
    return rows.map((r) => ({ speIdExtrapola: r.id, speName: r.name })) satisfies PayloadOf<typeof pressCategoriesRoute>;
  });

  app.get('/PubMed/Utente/RassegneStampa', async (req, reply) => {
    const userId = await pressMember(db, req, reply);
    if (!userId) return reply;
    return newsletter(db, userId);
  });

  app.post('/PubMed/Utente/RassegneStampa/update', IDEMPOTENT, async (req, reply) => {
    const userId = await pressMember(db, req, reply);
    if (!userId) return reply;
    const body = await parseOr400(pressNewsletterUpdateBody, req.body, reply);
    if (!body) return reply;
    const subscribe = [...new Set(body.subscribeFamigliaSpecializzazioneIdList)];
    const unsubscribe = [...new Set(body.unsubscribeFamigliaSpecializzazioneIdList)];
    const known = await db.query<{ id: string }>(`SELECT id FROM crm_specialisation_families WHERE id = ANY($1::text[])`, [[...subscribe, ...unsubscribe]]);
    if (known.length !== new Set([...subscribe, ...unsubscribe]).size) return reply.code(400).send({ message: PRESS_UPSTREAM_MESSAGES.unknownFamily });
    const refused = await db.transaction(async (tx) => {
      await tx.query(`DELETE FROM crm_press_newsletter WHERE user_id = $1 AND family_id = ANY($2::text[])`, [userId, unsubscribe]);
      for (const familyId of subscribe) {
        await tx.query(`INSERT INTO crm_press_newsletter (user_id, family_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [userId, familyId]);
      }
      const [count] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM crm_press_newsletter WHERE user_id = $1`, [userId]);
      if ((count?.n ?? 0) > PRESS_NEWSLETTER_MAX) throw new TooMany();
      return false;
    }).catch((err: unknown) => {
      if (err instanceof TooMany) return true;
      throw err;
    });
    if (refused) return reply.code(400).send({ message: PRESS_UPSTREAM_MESSAGES.tooMany });
    return { ok: true } satisfies PayloadOf<typeof pressNewsletterUpdateRoute>;
  });
}

/** Rolls the newsletter update back when it would leave more than the maximum. */
class TooMany extends Error {}
