import PDFDocument from 'pdfkit';

/** What an invoice PDF prints (spec 3 §3 'Invoice'). */
export interface InvoicePdfData {
  id: string;
  productName: string;
  /** dd/MM/yyyy. */
  date: string;
  amount: number;
  memberName: string;
  customerCode: string;
}

const euro = (n: number) => `${n.toFixed(2).replace('.', ',')} €`;

/** A real PDF invoice, made like the course certificates (pdfkit, uncompressed so tests can read its text). */
export function renderInvoice(data: InvoicePdfData): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, compress: false, info: { Title: `Fattura ${data.id}`, Author: 'Club Medici' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(22).text('Fattura', { align: 'left' });
    doc.moveDown(0.5).fontSize(11).text(`Numero ${data.id}`);
    doc.text(`Data ${data.date}`);
    doc.moveDown().fontSize(12).text('Intestatario');
    doc.fontSize(11).text(data.memberName);
    doc.text(`Codice cliente ${data.customerCode}`);
    doc.moveDown().fontSize(12).text('Descrizione');
    doc.fontSize(11).text(`${data.productName}: ${euro(data.amount)}`);
    doc.moveDown().fontSize(12).text(`Totale ${euro(data.amount)}`);
    doc.end();
  });
}
