import type { Express } from 'express';
import { contentDisposition } from '@club/wire/content-disposition';
import { trienniumOf } from '@club/policy';
import PDFDocument from 'pdfkit';
import type { RunAs } from '../graphql/run-as';
import { FILE_POLICY } from './protected-files';

/**
 * 'Scarica il riepilogo' of the ECM triennium (issue 29): `/files/riepilogo-triennio-ecm.pdf`, a PDF
 * the gateway renders from the member's own `ecmTriennium`, asked of the API as the requesting
 * member (graphql/run-as): the same figures the page shows, the same permission (session, own data,
 * the ecm wallet), and the rules stay in packages/policy. Never cached: the figures change with
 * every credit recorded. Issue 40: `?triennio=2023-2025` gives a past triennium's (the history's
 * links); without it, the current one.
 */
export const TRANSCRIPT_PATH = '/files/riepilogo-triennio-ecm.pdf';

export const TRANSCRIPT_QUERY = `query EcmTranscript($triennium: String) {
  viewer { user { id name surname contact { profession { description } }
    ecmTriennium(triennium: $triennium) {
      start end obligation obligationIsStandard earnedPortal earnedExternal earnedTotal
      threshold thresholdShare thresholdMet missingToThreshold missingToObligation
      portalCredits { eventCode title provider date credits }
      externalCredits { provider title date credits }
    }
  } }
}`;

interface Credit {
  provider: string;
  title: string;
  date: string;
  credits: number;
  eventCode?: string;
}

export interface TranscriptData {
  memberName: string;
  customerCode: string;
  profession: string | null;
  start: string;
  end: string;
  obligation: number;
  obligationIsStandard: boolean;
  earnedPortal: number;
  earnedExternal: number;
  earnedTotal: number;
  threshold: number;
  thresholdShare: number;
  thresholdMet: boolean;
  missingToThreshold: number;
  missingToObligation: number;
  portalCredits: Credit[];
  externalCredits: Credit[];
}

const number = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });
const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * The 70 % line, named for what it is (issue 40): the insurance cover looks at a triennium's 70 % only
 * once it is complete (DL 152/2021 art. 38-bis, from 2023-2025; packages/policy ecm-trienni), for the
 * cover of the years after it; trienni before 2023-2025 have the figure without that rule.
 */
function thresholdLine(data: TranscriptData): string {
  const applies = (trienniumOf(data.start)?.insuranceThresholdShare ?? null) !== null;
  const figure = `Soglia del ${Math.round(data.thresholdShare * 100)}% dell'obbligo (${number.format(data.threshold)} crediti)${applies ? ', richiesta per la copertura assicurativa negli anni dopo la fine del triennio' : ''}`;
  return data.thresholdMet ? `${figure}: raggiunta` : `${figure}: non raggiunta, mancano ${number.format(data.missingToThreshold)} crediti`;
}

/** The transcript's lines, in order (kept apart from the drawing so a test reads them). */
export function transcriptLines(data: TranscriptData, today: string): { title: string; header: string[]; rows: string[][]; totals: string[] } {
  const years = `${data.start.slice(0, 4)}-${data.end.slice(0, 4)}`;
  const all = [
    ...data.portalCredits.map((c) => ({ ...c, kind: 'Portale' })),
    ...data.externalCredits.map((c) => ({ ...c, kind: 'Esterno' })),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));
  return {
    title: `Riepilogo crediti ECM – Triennio ${years}`,
    header: [
      `Iscritto: ${data.memberName} (codice cliente ${data.customerCode})`,
      `Professione: ${data.profession ?? 'non indicata'}`,
      `Periodo: dal ${day(data.start)} al ${day(data.end)}`,
      `Obbligo formativo: ${number.format(data.obligation)} crediti (${data.obligationIsStandard ? 'obbligo standard del triennio' : 'obbligo individuale indicato dal socio, da Co.Ge.A.P.S.'})`,
    ],
    rows: all.map((c) => [day(c.date), c.kind, c.provider, c.eventCode ? `${c.title} (${c.eventCode})` : c.title, number.format(c.credits)]),
    totals: [
      `Crediti dai corsi del portale: ${number.format(data.earnedPortal)}`,
      `Crediti registrati da altri provider: ${number.format(data.earnedExternal)}`,
      `Totale: ${number.format(data.earnedTotal)} crediti su ${number.format(data.obligation)} (${Math.round((data.earnedTotal / Math.max(data.obligation, 0.1)) * 100)}%)`,
      thresholdLine(data),
      `Crediti mancanti all'obbligo: ${number.format(data.missingToObligation)}`,
      `Documento generato il ${day(today)}. I crediti esterni sono quelli registrati dal socio; fa fede l'anagrafe Co.Ge.A.P.S.`,
    ],
  };
}

/** The transcript as a PDF (pdfkit, A4, the standard Helvetica: no font files to ship). */
export function renderTranscript(data: TranscriptData, today: string): Promise<Buffer> {
  const lines = transcriptLines(data, today);
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: lines.title, Author: 'Club Professioni Sanitarie' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica-Bold').fontSize(16).text(lines.title);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  for (const line of lines.header) doc.text(line);
  doc.moveDown();
  const columns = [50, 115, 165, 300, 505];
  const widths = [60, 45, 130, 200, 40];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i] }));
    if (y + Math.max(...heights) > doc.page.height - 60) doc.addPage();
    const top = doc.y;
    cells.forEach((cell, i) => doc.text(cell, columns[i]!, top, { width: widths[i], align: i === 4 ? 'right' : 'left' }));
    doc.x = 50;
    doc.y = top + Math.max(...heights) + 4;
  };
  row(['Data', 'Origine', 'Provider', 'Evento', 'Crediti'], true);
  if (lines.rows.length === 0) doc.text('Nessun credito registrato nel triennio.');
  for (const cells of lines.rows) row(cells);
  doc.moveDown();
  doc.font('Helvetica');
  for (const line of lines.totals) doc.text(line, 50);
  doc.end();
  return done;
}

type TranscriptAnswer = {
  viewer?: { user?: { id: string; name: string | null; surname: string | null; contact?: { profession?: { description: string | null } | null } | null; ecmTriennium?: Omit<TranscriptData, 'memberName' | 'customerCode' | 'profession'> | null } | null } | null;
};

/** A triennium's label in the query, e.g. '2023-2025' (the API says whether it is one). */
const TRIENNIUM_LABEL = /^\d{4}-\d{4}$/;

const errorCodes = (errors: readonly { extensions?: Record<string, unknown> }[] | undefined) => (errors ?? []).map((e) => e.extensions?.code);

export function mountEcmTranscript(app: Express, runAs: RunAs, today: () => string): void {
  app.get(TRANSCRIPT_PATH, async (req, res) => {
    res.setHeader('Content-Security-Policy', FILE_POLICY);
    res.setHeader('cache-control', 'private, no-store');
    const triennio = typeof req.query.triennio === 'string' ? req.query.triennio : undefined;
    if (req.query.triennio !== undefined && !(triennio && TRIENNIUM_LABEL.test(triennio))) return void res.status(400).json({ message: 'Indica il triennio come 2023-2025.' });
    const result = await runAs(req, TRANSCRIPT_QUERY, { triennium: triennio ?? null }).catch(() => null);
    if (!result) return void res.status(502).json({ message: 'Non è stato possibile generare il riepilogo. Riprova più tardi.' });
    const user = (result.data as TranscriptAnswer | undefined)?.viewer?.user;
    const codes = errorCodes(result.errors);
    if (!user || codes.includes('UNAUTHENTICATED')) return void res.status(401).json({ message: 'Accedi per scaricare il riepilogo del tuo triennio ECM.' });
    if (codes.includes('FORBIDDEN')) return void res.status(403).json({ message: 'Il riepilogo del triennio ECM è riservato ai soci con i corsi ECM.' });
    if (codes.includes('BAD_USER_INPUT')) return void res.status(404).json({ message: `Il triennio ${triennio} non è tra i tuoi trienni ECM.` });
    const triennium = user.ecmTriennium;
    if (!triennium) return void res.status(502).json({ message: 'Non è stato possibile generare il riepilogo. Riprova più tardi.' });
    const pdf = await renderTranscript(
      {
        ...triennium,
        memberName: [user.name, user.surname].filter(Boolean).join(' ') || 'Socio',
        customerCode: user.id,
        profession: user.contact?.profession?.description ?? null,
      },
      today(),
    );
    res.setHeader('content-type', 'application/pdf');
    res.setHeader('content-disposition', contentDisposition('attachment', `riepilogo-triennio-ecm-${triennium.start.slice(0, 4)}-${triennium.end.slice(0, 4)}.pdf`));
    res.status(200).send(pdf);
  });
}
