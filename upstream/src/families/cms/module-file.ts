import PDFDocument from 'pdfkit';

/** What a module template prints. */
export interface ModuleTemplate {
  id: string;
  title: string;
  abstract: string | null;
  category: string | null;
}

/** Form fields every module template carries; legal modules add the signatures block. */
const COMMON_FIELDS = ['Cognome e nome', 'Codice fiscale', 'Data di nascita', 'Indirizzo', 'Recapito telefonico', 'Data'];

/**
 * Renders a module template as a fillable-on-paper PDF: title, description and one ruled line per
 * form field. Uncompressed (`compress: false`) so its text stays readable in the bytes, which the
 * tests and partners' tooling rely on.
 */
export function renderModulePdf(module: ModuleTemplate): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, compress: false, info: { Title: module.title } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(18).text(module.title);
    if (module.category) doc.moveDown(0.3).fontSize(10).fillColor('#555555').text(module.category);
    if (module.abstract) doc.moveDown().fontSize(11).fillColor('#000000').text(module.abstract);
    doc.moveDown(1.5).fillColor('#000000');
    for (const field of [...COMMON_FIELDS, 'Firma']) {
      doc.fontSize(11).text(`${field}:`);
      const y = doc.y + 14;
      doc.moveTo(56, y).lineTo(539, y).stroke();
      doc.moveDown(1.6);
    }
    doc.end();
  });
}

/**
 * The text lines of an uncompressed pdfkit PDF (each `[<hex> kerning <hex>] TJ` array is one line,
 * its hex strings WinAnsi bytes of the standard fonts): lets tests read what a module file says.
 * Same reading as the fad family's certificate tests.
 */
export function pdfText(pdf: Buffer): string {
  return [...pdf.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((m) => [...m[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''))
    .join('\n');
}
