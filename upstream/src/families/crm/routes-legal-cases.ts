import type { PayloadOf, legalCasesRoute, legalHearingsRoute } from '@club/contracts';
import { contentDisposition } from '@club/wire/content-disposition';
import type { FastifyInstance } from 'fastify';
import PDFDocument from 'pdfkit';
import { requireUser } from '../../auth';
import type { RouteDeps } from '../../family';

/**
 * The member's legal cases (spec 3 §7 GET /CRM/CauseLegaliAttive, /{nome}/Udienze) and their hearing
 * documents. Whose cases are read is decided by the session token only: another member's case or
 * document is not found (404), never served.
 */
export function legalCaseRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/CRM/CauseLegaliAttive', async (req, reply) => {
    const session = await requireUser(db, req, reply);
    if (!session) return reply;
    const rows = await db.query<{ nome: string; organo_giudicante: string; sede: string; sezione: string; stato_causa: string; provvedimenti: { tipo: string; valore: string }[]; linea_descrizione: string; linea_specializzazione: string }>(
      `SELECT nome, organo_giudicante, sede, sezione, stato_causa, provvedimenti, linea_descrizione, linea_specializzazione FROM crm_legal_cases WHERE user_id = $1 ORDER BY nome`,
      [session.userId],
    );
    return rows.map((r) => ({
      pratica: { nome: r.nome, organoGiudicanteDesc: r.organo_giudicante, sede: r.sede, sezione: r.sezione, statoCausa: r.stato_causa, provvedimenti: r.provvedimenti },
      lineaDiBusiness: { descrizione: r.linea_descrizione, specializzazione: r.linea_specializzazione },
    })) satisfies PayloadOf<typeof legalCasesRoute>;
  });

  app.get<{ Params: { nome: string } }>('/CRM/CauseLegaliAttive/:nome/Udienze', async (req, reply) => {
    const session = await requireUser(db, req, reply);
    if (!session) return reply;
    const [owned] = await db.query(`SELECT 1 FROM crm_legal_cases WHERE user_id = $1 AND nome = $2`, [session.userId, req.params.nome]);
    if (!owned) return reply.code(404).send({ message: 'Causa non trovata.' });
    const hearings = await db.query<{ position: number; tipo: string; data_udienza: string }>(
      `SELECT position, tipo, data_udienza::text AS data_udienza FROM crm_legal_hearings WHERE user_id = $1 AND nome = $2 ORDER BY data_udienza DESC`,
      [session.userId, req.params.nome],
    );
    const docs = await db.query<{ id: string; position: number; file_name: string }>(
      `SELECT id, position, file_name FROM crm_legal_documents WHERE user_id = $1 AND nome = $2 ORDER BY id`,
      [session.userId, req.params.nome],
    );
    return hearings.map((h) => ({
      tipoUdienzaDesc: h.tipo,
      dataUdienza: h.data_udienza,
      documentazioni: docs.filter((d) => d.position === h.position).map((d) => ({ id: d.id, fileSharePoint: d.file_name })),
    })) satisfies PayloadOf<typeof legalHearingsRoute>;
  });

  app.get<{ Params: { id: string } }>('/CRM/CauseLegaliAttive/documenti/:id', async (req, reply) => {
    const session = await requireUser(db, req, reply);
    if (!session) return reply;
    const [doc] = await db.query<{ id: string; nome: string; file_name: string }>(
      `SELECT id, nome, file_name FROM crm_legal_documents WHERE id = $1 AND user_id = $2`,
      [req.params.id, session.userId],
    );
    if (!doc) return reply.code(404).send({ message: 'Documento non trovato.' });
    const pdf = await new Promise<Buffer>((resolve, reject) => {
      const d = new PDFDocument({ size: 'A4', margin: 56, compress: false, info: { Title: doc.file_name } });
      const chunks: Buffer[] = [];
      d.on('data', (c: Buffer) => chunks.push(c));
      d.on('end', () => resolve(Buffer.concat(chunks)));
      d.on('error', reject);
      d.fontSize(18).text(doc.file_name.replace(/\.pdf$/, ''));
      d.moveDown().fontSize(11).text(`Causa ${doc.nome}`);
      d.end();
    });
    return reply.header('content-type', 'application/pdf').header('content-disposition', contentDisposition('attachment', `${doc.id}.pdf`)).send(pdf);
  });
}
