import { enrolmentCertificateRoute } from '@club/contracts';
import { contentDisposition } from '@club/wire/content-disposition';
import type { FastifyInstance } from 'fastify';
import PDFDocument from 'pdfkit';
import { requireUser } from '../../auth';
import type { RouteDeps } from '../../family';
import { parseOr400 } from './request';

/** dd/MM/yy of an ISO day (spec 3 §7). */
function shortDay(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y!.slice(2)}`;
}

function certificatePdf(name: string, start: string, end: string | null): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, compress: false, info: { Title: "Certificato d'iscrizione" } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(22).text("Certificato d'iscrizione");
    doc.moveDown().fontSize(12).text(`Si certifica che ${name} è iscritto/a al Club Professioni Sanitarie`);
    doc.text(end ? `dal ${start} al ${end}.` : `dal ${start}.`);
    doc.end();
  });
}

/** Spec 3 §7 GET {host}/api/pdf: the member's own enrolment certificate (contract in packages/contracts 'crm/enrolment'). */
export function enrolmentRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/api/pdf', async (req, reply) => {
    const session = await requireUser(db, req, reply);
    if (!session) return reply;
    const query = await parseOr400(enrolmentCertificateRoute.query, req.query, reply);
    if (!query) return reply;
    const [row] = await db.query<{ name: string; surname: string; start: string; end: string | null }>(
      `SELECT u.name, u.surname, s.data_inizio::text AS start, s.data_fine::text AS "end"
         FROM users u JOIN last_subscription s ON s.user_id = u.id AND s.attivo
        WHERE u.id = $1 AND u.subscription_type IN ('PREMIUM', 'TRIAL')`,
      [session.userId],
    );
    if (!row) return reply.code(404).send({ message: 'Nessun abbonamento in corso.' });
    const name = `${row.name} ${row.surname}`;
    const start = shortDay(row.start);
    const end = row.end ? shortDay(row.end) : null;
    const asked = [query.name, query.startDate, query.endDate];
    const own = [name, start, end ?? undefined];
    if (asked.some((value, i) => value !== undefined && value !== own[i])) {
      return reply.code(403).send({ message: 'Il certificato può riportare solo i dati del proprio abbonamento.' });
    }
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition('attachment', 'certificato-iscrizione.pdf'))
      .send(await certificatePdf(name, start, end));
  });
}
