import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '@club/wire/content-disposition';
import PDFDocument from 'pdfkit';
import type { Db } from '../../db';
import { sendDemoVideo } from '../../media-files';
import { wrapWords } from '../../svg-text';
import { formatCredits, html } from './route-helpers';

/**
 * Files the course cards link to, generated from the course row so the demo has no broken links:
 * the card image (an SVG cover in the series colour) and the course sheet PDF, previewed under
 * /catalogo/pdf/course_{id} and downloaded under /catalogo/pdfdown/course_{id} (spec 2 §7 notes).
 * The media files the cards point to: video clips and training films play the demo video
 * (upstream/assets), e-books are PDFs generated from the course.
 */

interface CourseSheetRow {
  id: number;
  course_id: string;
  title: string;
  description: string | null;
  series_name: string;
  model_name: string;
  credits: string;
  duration: string | null;
  expiry_date: string | null;
}

/** Cover colour per series id (1 Medicina … 5 Manageriale). */
const SERIES_COLOURS: Record<number, string> = { 1: '#0b5d8c', 2: '#b3261e', 3: '#6a1b9a', 4: '#2e5e2e', 5: '#8a5a00' };

async function loadCourse(db: Db, id: number): Promise<(CourseSheetRow & { series_id: number }) | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const rows = await db.query<CourseSheetRow & { series_id: number }>(
    `SELECT c.id, c.course_id, c.title, c.description, c.series_id, s.name AS series_name, m.name AS model_name,
            c.credits::text AS credits, c.duration::text AS duration, to_char(c.expiry_date, 'DD/MM/YYYY') AS expiry_date
       FROM courses c JOIN series s ON s.id = c.series_id JOIN teaching_models m ON m.id = c.teaching_model_id
      WHERE c.id = $1 AND c.published`,
    [id],
  );
  return rows[0] ?? null;
}

/** The label of part `position` of a course's e-book, or null when the e-book has no such part. */
async function ebookPartLabel(db: Db, courseId: number, position: number): Promise<string | null> {
  const rows = await db.query<{ label: string }>(`SELECT label FROM course_ebook_parts WHERE course_id = $1 AND position = $2`, [courseId, position]);
  return rows[0]?.label ?? null;
}

export function registerCourseMediaRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { id: string } }>('/FAD/Corsi/:id/Immagine', async (req, reply) => {
    const course = await loadCourse(db, Number(req.params.id));
    if (!course) return reply.code(404).send({ message: 'Corso non trovato.' });
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(courseCover(course));
  });

  // The same cover as a file of the media library: /media/corsi/{id}.svg (what the course cards point at).
  app.get<{ Params: { file: string } }>('/media/corsi/:file', async (req, reply) => {
    const id = /^(\d+)\.svg$/.exec(req.params.file)?.[1];
    const course = id ? await loadCourse(db, Number(id)) : null;
    if (!course) return reply.code(404).send({ message: 'Immagine non trovata.' });
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(courseCover(course));
  });

  // /FAD/Media/{videoclip|film}/course_{id}.webm, /FAD/Media/ebook/course_{id}.pdf and an e-book's
  // further files /FAD/Media/ebook/course_{id}_parte_{n}.pdf (table course_ebook_parts).
  app.get<{ Params: { kind: string; file: string } }>('/FAD/Media/:kind/:file', async (req, reply) => {
    const match = /^course_(\d+)(?:_parte_([2-9]))?\.(webm|pdf)$/.exec(req.params.file);
    const kind = req.params.kind;
    const expected = kind === 'ebook' ? 'pdf' : kind === 'videoclip' || kind === 'film' ? 'webm' : null;
    const part = match?.[2] ? Number(match[2]) : null;
    const course = match && match[3] === expected && (part === null || kind === 'ebook') ? await loadCourse(db, Number(match[1])) : null;
    const partLabel = course && part !== null ? await ebookPartLabel(db, course.id, part) : null;
    if (!course || (part !== null && partLabel === null)) return reply.code(404).send({ message: 'File non trovato.' });
    if (expected === 'webm') return sendDemoVideo(reply);
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition('inline', part === null ? `ebook-${course.course_id}.pdf` : `ebook-${course.course_id}-parte-${part}.pdf`))
      .send(await coursePdf(course, 'ebook', partLabel));
  });

  for (const mode of ['pdf', 'pdfdown'] as const) {
    app.get<{ Params: { id: string } }>(`/catalogo/${mode}/course_:id`, async (req, reply) => {
      const course = await loadCourse(db, Number(req.params.id));
      if (!course) return reply.code(404).send({ message: 'Corso non trovato.' });
      const disposition = mode === 'pdfdown' ? 'attachment' : 'inline';
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(disposition, `scheda-corso-${course.course_id}.pdf`))
        .send(await coursePdf(course, 'sheet'));
    });
  }
}

function courseCover(c: CourseSheetRow & { series_id: number }): string {
  const lines = wrapWords(c.title, 32).slice(0, 4);
  const text = lines.map((l, i) => `<text x="60" y="${260 + i * 64}" font-size="52" font-weight="700">${html(l)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675" role="img" aria-label="${html(c.title)}">
<rect width="1200" height="675" fill="${SERIES_COLOURS[c.series_id] ?? '#334'}"/>
<g fill="#fff" font-family="Helvetica, Arial, sans-serif">
<text x="60" y="110" font-size="34" opacity="0.85">${html(`${c.series_name} · ${c.model_name}`)}</text>
${text}
<text x="60" y="620" font-size="36" font-weight="700">${html(`${formatCredits(c.credits)} crediti ECM`)}</text>
</g></svg>`;
}

/** The course sheet (scheda del corso) or the course's e-book, which adds its chapters (or, for a further part, that part's title). */
function coursePdf(c: CourseSheetRow, kind: 'sheet' | 'ebook', partLabel: string | null = null): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: c.title, Author: 'Provider ECM 2506' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(10).fillColor('#555').text(`Scheda del corso ECM FAD · Codice evento ${c.course_id}`);
    doc.moveDown().fontSize(20).fillColor('#000').text(c.title);
    doc.moveDown().fontSize(12);
    doc.text(`Collana: ${c.series_name}`);
    doc.text(`Modello didattico: ${c.model_name}`);
    doc.text(`Crediti ECM: ${formatCredits(c.credits)}`);
    if (c.duration) doc.text(`Durata: ${formatCredits(c.duration)} ore`);
    if (c.expiry_date) doc.text(`Scadenza: ${c.expiry_date}`);
    doc.moveDown().text(c.description ?? '');
    doc.moveDown().fontSize(10).fillColor('#555').text('Provider ECM n. 2506.');
    if (kind === 'ebook' && partLabel !== null) {
      doc.addPage().fontSize(16).fillColor('#000').text(partLabel.replace(/ \(PDF\)$/, ''));
      doc.moveDown().fontSize(12).text(`${c.title}: materiale integrativo dell'e-book.`);
    } else if (kind === 'ebook') {
      ['Introduzione e obiettivi formativi', 'Evidenze e raccomandazioni', 'Casi clinici e autovalutazione'].forEach((chapter, i) => {
        doc.addPage().fontSize(16).fillColor('#000').text(`Capitolo ${i + 1}. ${chapter}`);
        doc.moveDown().fontSize(12).text(`${c.title}: ${c.description ?? ''}`);
      });
    }
    doc.end();
  });
}
