/**
 * Writes the sample ECM certificates the certificate reader is tested on (certificate-fields.test.ts,
 * the browser journey): three attestati laid out as Italian providers issue them (a residential
 * congress, a FAD course, a field-training project whose credits are not assigned yet), with the
 * standard fonts so each file stays a few KB. Run `npx tsx scripts/make-ecm-certificate-fixtures.ts`
 * after changing a text; the PDFs are committed.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';

const FIXTURES = path.resolve(import.meta.dirname, '../web/src/features/ecm-triennium/fixtures');

type Line = { text: string; size?: number; bold?: boolean; gap?: number };

const CERTIFICATES: Record<string, Line[]> = {
  'attestato-residenziale.pdf': [
    { text: 'Società Italiana di Pediatria', size: 16, bold: true },
    { text: 'Provider ECM n. 5120 – Società Italiana di Pediatria', gap: 1.5 },
    { text: 'ATTESTATO DI PARTECIPAZIONE', size: 20, bold: true, gap: 1.5 },
    { text: 'Si attesta che' },
    { text: 'Dott.ssa Laura Bianchi', bold: true },
    { text: 'Codice fiscale BNCLRA80A41H501X' },
    { text: 'Professione: Medico chirurgo – Disciplina: Pediatria', gap: 1 },
    { text: "ha partecipato all'evento formativo" },
    { text: '“Le vaccinazioni in età pediatrica: aggiornamento 2026”', bold: true },
    { text: 'ID evento 5120-461203 Edizione 1' },
    { text: 'svoltosi a Roma dal 10/03/2026 al 12/03/2026' },
    { text: 'Tipologia: Residenziale (RES)' },
    { text: 'Obiettivo formativo: 10 – Epidemiologia, prevenzione e promozione della salute', gap: 1 },
    { text: 'e ha conseguito' },
    { text: 'n. 7,5 (sette virgola cinque) crediti formativi ECM', bold: true, gap: 2 },
    { text: 'Roma, 13/03/2026                    Il Legale Rappresentante del Provider' },
  ],
  'attestato-fad.pdf': [
    { text: 'ATTESTATO ECM', size: 20, bold: true, gap: 1 },
    { text: 'Il Provider Accreditato Standard n. 2506 Club Professioni Sanitarie S.r.l.' },
    { text: 'certifica che il Dott. Mario Rossi, Infermiere,', gap: 1 },
    { text: 'ha superato la prova di valutazione finale del corso' },
    { text: 'Titolo: Gestione del paziente diabetico in medicina generale', bold: true },
    { text: 'Codice evento: 2506-412001' },
    { text: 'Modalità: Formazione a distanza (FAD)' },
    { text: 'Data di conclusione: 15/05/2026' },
    { text: 'Crediti ECM assegnati: 4,5', bold: true, gap: 2 },
    { text: 'Milano, 16 maggio 2026' },
  ],
  'attestato-campo-incompleto.pdf': [
    { text: 'Azienda Sanitaria Locale Roma 1 – Provider n. 321', size: 14, bold: true, gap: 1 },
    { text: 'ATTESTATO DI FREQUENZA', size: 20, bold: true, gap: 1 },
    { text: 'Formazione sul campo – Gruppo di miglioramento' },
    { text: '“Audit clinico sulle infezioni correlate all’assistenza”', bold: true },
    { text: 'Evento n. 321-88001' },
    { text: 'Partecipante: Inf. Giulia Verdi', gap: 1 },
    { text: 'I crediti ECM saranno comunicati al termine del progetto.' },
  ],
};

function write(name: string, lines: Line[]): Promise<void> {
  return new Promise((resolve) => {
    // A fixed creation date keeps the files the same from one run to the next.
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: name, CreationDate: new Date('2026-01-01T00:00:00Z') } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => {
      writeFileSync(path.join(FIXTURES, name), Buffer.concat(chunks));
      resolve();
    });
    for (const line of lines) {
      doc.font(line.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(line.size ?? 11).text(line.text);
      doc.moveDown(line.gap ?? 0.3);
    }
    doc.end();
  });
}

for (const [name, lines] of Object.entries(CERTIFICATES)) await write(name, lines);
