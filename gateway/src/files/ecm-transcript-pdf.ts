import PDFDocument from 'pdfkit';

/**
 * The drawing of the ECM transcript (files/ecm-transcript.ts decides its lines): pdfkit, A4, the
 * standard Helvetica (no font files to ship; its WinAnsi encoding has the Italian letters, ’ and –,
 * not the minus sign, so the lines say 'in meno' in words). Kept apart so the lines stay a pure
 * function a test reads.
 */

/** Everything the transcript says, in the order it is drawn. */
export interface TranscriptLines {
  title: string;
  header: string[];
  /** 'Obbligo formativo': the standard obligation, each adjustment, the member's own figure, the one in use. */
  obligation: string[];
  /** 'Crediti del triennio': date, kind, area, provider, event, credits; oldest first. */
  rows: string[][];
  /** 'Crediti per tipologia': kind, earned, cap, counted; then the caps and what went over them, in words. */
  kinds: { rows: string[][]; notes: string[] };
  /** 'Crediti per area degli obiettivi formativi': area, earned. */
  areas: string[][];
  /** The totals and the 70 % threshold. */
  totals: string[];
  /** Debts being made up with crediti compensativi, and what this triennium gave to older ones (empty: no section). */
  debts: string[];
  footer: string[];
}

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

const LEFT = 50;
const GUTTER = 5;
const BOTTOM = 60;

const CREDIT_COLUMNS: Column[] = [
  { title: 'Data', width: 52 },
  { title: 'Tipologia', width: 78 },
  { title: 'Area', width: 82 },
  { title: 'Provider', width: 78 },
  { title: 'Evento', width: 150 },
  { title: 'Crediti', width: 30, align: 'right' },
];
const KIND_COLUMNS: Column[] = [
  { title: 'Tipologia', width: 180 },
  { title: 'Acquisiti', width: 70, align: 'right' },
  { title: 'Tetto', width: 70, align: 'right' },
  { title: 'Conteggiati', width: 70, align: 'right' },
];
const AREA_COLUMNS: Column[] = [
  { title: 'Area', width: 180 },
  { title: 'Acquisiti', width: 70, align: 'right' },
];

type Doc = InstanceType<typeof PDFDocument>;

/**
 * A table whose rows break across pages: a row that would not fit starts a new page, and the column
 * titles are drawn again at its top so a page read alone still says what its figures are.
 */
function drawTable(doc: Doc, columns: Column[], rows: string[][], empty: string): void {
  const xs = columns.map((_, i) => LEFT + columns.slice(0, i).reduce((sum, c) => sum + c.width + GUTTER, 0));
  const row = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.width })));
    const fresh = doc.y + height > doc.page.height - BOTTOM;
    if (fresh) doc.addPage();
    if (fresh && !bold) row(columns.map((c) => c.title), true);
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const top = doc.y;
    cells.forEach((cell, i) => doc.text(cell, xs[i]!, top, { width: columns[i]!.width, align: columns[i]!.align ?? 'left' }));
    doc.x = LEFT;
    doc.y = top + height + 4;
  };
  row(columns.map((c) => c.title), true);
  if (rows.length === 0) doc.font('Helvetica').fontSize(9).text(empty, LEFT);
  for (const cells of rows) row(cells, false);
  doc.font('Helvetica').fontSize(10);
}

function heading(doc: Doc, text: string): void {
  doc.moveDown();
  if (doc.y + 40 > doc.page.height - BOTTOM) doc.addPage();
  doc.font('Helvetica-Bold').fontSize(12).text(text, LEFT);
  doc.moveDown(0.3).font('Helvetica').fontSize(10);
}

function paragraphs(doc: Doc, lines: string[]): void {
  doc.font('Helvetica').fontSize(10);
  for (const line of lines) doc.text(line, LEFT);
}

/** The transcript as a PDF. */
export function drawTranscript(lines: TranscriptLines): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: LEFT, info: { Title: lines.title, Author: 'Club Professioni Sanitarie' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica-Bold').fontSize(16).text(lines.title);
  doc.moveDown(0.5);
  paragraphs(doc, lines.header);
  heading(doc, 'Obbligo formativo');
  paragraphs(doc, lines.obligation);
  heading(doc, 'Crediti del triennio');
  drawTable(doc, CREDIT_COLUMNS, lines.rows, 'Nessun credito registrato nel triennio.');
  heading(doc, 'Crediti per tipologia');
  drawTable(doc, KIND_COLUMNS, lines.kinds.rows, 'Nessun credito nel triennio.');
  doc.moveDown(0.5);
  paragraphs(doc, lines.kinds.notes);
  heading(doc, 'Crediti per area degli obiettivi formativi');
  drawTable(doc, AREA_COLUMNS, lines.areas, 'Nessun credito nel triennio.');
  heading(doc, 'Totali');
  paragraphs(doc, lines.totals);
  if (lines.debts.length > 0) {
    heading(doc, 'Debiti formativi e crediti compensativi');
    paragraphs(doc, lines.debts);
  }
  doc.moveDown();
  paragraphs(doc, lines.footer);
  doc.end();
  return done;
}
