import type { PayloadOf, loyaltyBalanceRoute, loyaltyCatalogueRoute, loyaltyProgrammeRoute, loyaltyTransactionsRoute } from '@club/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import PDFDocument from 'pdfkit';
import { requireUser } from '../../auth';
import type { Db } from '../../db';

/** How long an ex-premium member may still use their points after the subscription ended (spec 3 §6 'until expiry'; the spec gives no length). */
export const LOYALTY_POINTS_VALID_DAYS = 90;
/** A balance 'has changed' (spec 3 §3 isChanged) when an activity is at most this old. */
const CHANGED_WITHIN_DAYS = 7;

/** The member behind the token, when their loyalty service is on; otherwise a 401/403 reply and null. */
async function loyaltyMember(db: Db, req: FastifyRequest, reply: FastifyReply): Promise<{ userId: string; type: string; expDate: string | null } | null> {
  const user = await requireUser(db, req, reply);
  if (!user) return null;
  const [row] = await db.query<{ subscription_type: string; exp_date: string | null }>(
    `SELECT u.subscription_type, u.exp_date::text AS exp_date
       FROM users u JOIN wallets w ON w.user_id = u.id AND w.codice = 'winLoy' AND w.servizio_attivo
      WHERE u.id = $1`,
    [user.userId],
  );
  if (!row) {
    await reply.code(403).send({ message: 'Programma fedeltà non attivo.' });
    return null;
  }
  return { userId: user.userId, type: row.subscription_type, expDate: row.exp_date };
}

function addDays(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The programme's regulation ('Scarica il regolamento', spec 3 §2 'Points list'), under the media library. */
export const LOYALTY_REGULATION_PATH = '/media/documenti/regolamento-programma-fedelta.pdf';

function regulationPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, compress: false, info: { Title: 'Regolamento del programma fedeltà' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(18).text('Regolamento del programma fedeltà');
    doc.moveDown().fontSize(11).text('Partecipano gli abbonati Premium. I punti si accumulano con le attività del Club e si usano nel catalogo premi.');
    doc.moveDown().text(`Alla fine dell'abbonamento i punti restano utilizzabili per ${LOYALTY_POINTS_VALID_DAYS} giorni.`);
    doc.end();
  });
}

export function registerLoyalty(app: FastifyInstance, db: Db): void {
  app.get(LOYALTY_REGULATION_PATH, async (_req, reply) =>
    reply.header('content-type', 'application/pdf').header('cache-control', 'public, max-age=3600').send(await regulationPdf()),
  );

  app.get('/winloy/programma', async (): Promise<PayloadOf<typeof loyaltyProgrammeRoute>> => {
    const [row] = await db.query<{ content: PayloadOf<typeof loyaltyProgrammeRoute> }>(`SELECT content FROM loyalty_programme WHERE id = 1`);
    return row!.content;
  });

  app.get('/winloy/catalogue', async (): Promise<PayloadOf<typeof loyaltyCatalogueRoute>> =>
    db.query<{ id: number; title: string; category: string; points: number; image: string | null }>(
      `SELECT id, title, category, points, image FROM loyalty_rewards ORDER BY sort`,
    ),
  );

  app.get('/winloy/balance', async (req, reply): Promise<PayloadOf<typeof loyaltyBalanceRoute> | FastifyReply> => {
    const member = await loyaltyMember(db, req, reply);
    if (!member) return reply;
    const [row] = await db.query<{ balance: number; changed: boolean }>(
      `SELECT coalesce(sum(amount), 0)::int AS balance,
              coalesce(max(ts) > now() - ($2 || ' days')::interval, false) AS changed
         FROM loyalty_transactions WHERE user_id = $1`,
      [member.userId, String(CHANGED_WITHIN_DAYS)],
    );
    const expiresOn = member.type === 'EX_PREMIUM' && member.expDate ? addDays(member.expDate, LOYALTY_POINTS_VALID_DAYS) : null;
    return { balance: row!.balance, isChanged: row!.changed, expiresOn };
  });

  app.get('/winloy/transactions', async (req, reply): Promise<PayloadOf<typeof loyaltyTransactionsRoute> | FastifyReply> => {
    const member = await loyaltyMember(db, req, reply);
    if (!member) return reply;
    const rows = await db.query<{ description: string; ts: Date; amount: number }>(
      `SELECT description, ts, amount FROM loyalty_transactions WHERE user_id = $1 ORDER BY ts DESC, id DESC LIMIT 50`,
      [member.userId],
    );
    return { status: 200, transactions: rows.map((r) => ({ description: r.description, timestamp: r.ts.toISOString(), amount: r.amount })) };
  });
}
