import PDFDocument from 'pdfkit';
import type { Db } from '../../db';
import { PASSED } from './enrolments';
import { formatCredits } from './route-helpers';

/** What a completion certificate prints. */
export interface CertificateData {
  courseCode: string;
  title: string;
  credits: number;
  memberName: string;
  customerCode: string;
  /** Completion date, dd/MM/yyyy. */
  completedOn: string;
}

/**
 * The certificate data of a member's passed course, or null when the course is not passed (or
 * unknown). Reads the member's name from the crm family's `users` table: the certificate needs it
 * and both families share the reference database.
 */
export async function certificateData(db: Db, userId: string, courseId: number): Promise<CertificateData | null> {
  const rows = await db.query<{ course_code: string; title: string; credits: string; name: string | null; surname: string | null; completed_on: string }>(
    `SELECT c.course_id AS course_code, c.title, c.credits::text AS credits, u.name, u.surname,
            to_char(coalesce(e.ended_at, e.updated_at), 'DD/MM/YYYY') AS completed_on
       FROM course_enrolments e
       JOIN courses c ON c.id = e.course_id
       LEFT JOIN users u ON u.id = e.user_id
      WHERE e.user_id = $1 AND e.course_id = $2 AND e.status = $3`,
    [userId, courseId, PASSED],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    courseCode: row.course_code,
    title: row.title,
    credits: Number(row.credits),
    memberName: [row.name, row.surname].filter(Boolean).join(' ') || userId,
    customerCode: userId,
    completedOn: row.completed_on,
  };
}

/** File name of a certificate, e.g. attestato-2506-412004.pdf. */
export function certificateFileName(data: CertificateData): string {
  return `attestato-${data.courseCode}.pdf`;
}

/**
 * A real PDF certificate. Uncompressed (`compress: false`) so its text stays readable in the file:
 * tests check the title and member in the bytes, and the document is tiny anyway.
 */
export function renderCertificate(data: CertificateData): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margin: 64,
      compress: false,
      info: { Title: `Attestato ECM - ${data.title}`, Author: 'Provider ECM n. 2506' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(28).text('Attestato di partecipazione', { align: 'center' });
    doc.moveDown().fontSize(14).text('Si attesta che', { align: 'center' });
    doc.moveDown(0.5).fontSize(22).text(data.memberName, { align: 'center' });
    doc.fontSize(11).text(`Codice cliente ${data.customerCode}`, { align: 'center' });
    doc.moveDown().fontSize(14).text('ha superato il corso ECM FAD', { align: 'center' });
    doc.moveDown(0.5).fontSize(18).text(data.title, { align: 'center' });
    doc.fontSize(11).text(`Codice evento ${data.courseCode}`, { align: 'center' });
    doc.moveDown().fontSize(14).text(`conseguendo ${formatCredits(data.credits)} crediti ECM`, { align: 'center' });
    doc.text(`Data di completamento: ${data.completedOn}`, { align: 'center' });
    doc.moveDown(2).fontSize(11).text('Provider ECM n. 2506', { align: 'center' });
    doc.end();
  });
}
