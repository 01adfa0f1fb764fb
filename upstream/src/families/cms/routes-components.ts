/**
 * CMS page components (spec 2 §2 'Other components', §3): the FAQ items of a placement with their
 * permission requirements (the subgraph decides who sees which, as for banners), the video tutorials
 * of a placement, and the player page their Video URL points to; a placement's list of components
 * (spec 1 §1, §3, §9) and the files its download banners point at.
 */
import { cmsContracts, cmsPageComponent, type PayloadOf } from '@club/contracts';
import type { FastifyInstance } from 'fastify';
import PDFDocument from 'pdfkit';
import { DOWNLOAD_FILES } from './seed-components';
import type { RouteDeps } from '../../family';
import { visibility, type VisibilityRow } from './routes-layout';
import { playerPage } from './routes-media';
import { parseOr400 } from './validate';

interface VideoRow {
  id: string;
  title: string;
  abstract: string | null;
  content: string | null;
  preview_image: string | null;
  is_preview: boolean;
}

export function registerComponentRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/CMS/Faq', async (req, reply) => {
    const query = await parseOr400(cmsContracts.faqs.query, req.query, reply);
    if (!query) return reply;
    const rows = await db.query<VisibilityRow & { id: string; question: string; answer: string }>(
      `SELECT id, question, answer, subscription_types, wallet, excluded_wallet FROM cms_faq_items WHERE placement = $1 ORDER BY sort`,
      [query.placement],
    );
    return rows.map((r) => ({ id: r.id, question: r.question, answer: r.answer, visibility: visibility(r) })) satisfies PayloadOf<typeof cmsContracts.faqs>;
  });

  app.get('/CMS/VideoTutorial', async (req, reply) => {
    const query = await parseOr400(cmsContracts.videoTutorials.query, req.query, reply);
    if (!query) return reply;
    const rows = await db.query<VideoRow>(`SELECT * FROM cms_video_tutorials WHERE placement = $1 ORDER BY sort`, [query.placement]);
    // Field names of spec 2 §3 'Video tutorial item'. Like the media library's, both URLs are site-relative
    // `/media/...` paths: the gateway serves them from the portal's own origin.
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      abstract: r.abstract,
      content: r.content,
      previewImage: r.preview_image,
      videoUrl: `/media/tutorial/${encodeURIComponent(r.id)}`,
      isPreview: r.is_preview,
    })) satisfies PayloadOf<typeof cmsContracts.videoTutorials>;
  });

  app.get('/CMS/Componenti', async (req, reply) => {
    const query = await parseOr400(cmsContracts.pageComponents.query, req.query, reply);
    if (!query) return reply;
    const rows = await db.query<{ id: string; type: string; title: string | null; doc: Record<string, unknown> }>(
      `SELECT id, type, title, doc FROM cms_page_components WHERE placement = $1 ORDER BY sort`,
      [query.placement],
    );
    // The row's kind and title around what the kind carries (its doc), checked as the contract says.
    return rows.map((r) => cmsPageComponent.parse({ ...r.doc, id: r.id, type: r.type, title: r.title })) satisfies PayloadOf<typeof cmsContracts.pageComponents>;
  });

  // The files of the download banners (spec 1 §7), public PDFs of the media library's documents folder.
  app.get<{ Params: { file: string } }>('/media/documenti/:file', async (req, reply) => {
    const file = DOWNLOAD_FILES[req.params.file];
    if (!file) return reply.code(404).send({ message: 'Documento non trovato.' });
    return reply.header('content-type', 'application/pdf').header('cache-control', 'public, max-age=3600').send(await documentPdf(file.title, file.lines));
  });

  // The player page the Video URL points to: the media library's embedded player, playing the demo video.
  app.get<{ Params: { id: string } }>('/media/tutorial/:id', async (req, reply) => {
    const [row] = await db.query<VideoRow>(`SELECT * FROM cms_video_tutorials WHERE id = $1`, [req.params.id]);
    if (!row) return reply.code(404).send({ message: 'Video non trovato.' });
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(playerPage({ id: row.id, title: row.title, content_type: 'Video', img_src: row.preview_image }, `/media/tutorial/${encodeURIComponent(row.id)}`));
  });
}

function documentPdf(title: string, lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, compress: false, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(18).text(title);
    for (const line of lines) doc.moveDown().fontSize(11).text(line);
    doc.end();
  });
}
