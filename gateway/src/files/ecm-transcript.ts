import type { Express } from 'express';
import { contentDisposition } from '@club/wire/content-disposition';
import { ECM_CREDIT_CAPS, ECM_CREDIT_KIND_LABELS, ECM_OBJECTIVE_AREA_LABELS, trienniumOf, type PastDebt as PolicyPastDebt } from '@club/policy';
import type { RunAs } from '../graphql/run-as';
import { drawTranscript, type TranscriptLines } from './ecm-transcript-pdf';
import { FILE_POLICY } from './protected-files';

/**
 * 'Scarica il riepilogo' of the ECM triennium (issue 29): `/files/riepilogo-triennio-ecm.pdf`, a PDF
 * the gateway renders from the member's own `ecmTriennium`, asked of the API as the requesting
 * member (graphql/run-as): the same figures the page shows, the same permission (session, own data,
 * the ecm wallet), and the rules stay in packages/policy. Never cached: the figures change with
 * every credit recorded. Issue 40: `?triennio=2023-2025` gives a past triennium's (the history's
 * links); without it, the current one. Since issue 40 it says what the page says, as a member hands
 * it to their Ordine or employer: each credit's kind and area in the policy's Italian, the credits by
 * kind with the caps and what went over them, by area, the obligation's breakdown, and the debts
 * being made up with crediti compensativi.
 */
export const TRANSCRIPT_PATH = '/files/riepilogo-triennio-ecm.pdf';

export const TRANSCRIPT_QUERY = `query EcmTranscript($triennium: String) {
  viewer { user { id name surname contact { profession { description } }
    ecmTriennium(triennium: $triennium) {
      triennium start end obligation obligationIsStandard earnedPortal earnedExternal earnedTotal creditsOverCap
      threshold thresholdShare thresholdMet missingToThreshold missingToObligation
      portalCredits { eventCode title provider date credits kind area }
      externalCredits { provider title date credits eventCode kind area }
      obligationBreakdown { standard lines { label start end credits reduction note fromRecordedCredits } reduction computed override obligation }
      creditsByKind { kind label earned counted cap }
      creditsByArea { area label earned }
      history { triennium isCurrent compensatoryGiven }
      pastDebts { triennium shortfall madeUp left until open }
    }
  } }
}`;

interface Credit {
  provider: string;
  title: string;
  date: string;
  credits: number;
  eventCode?: string | null;
  /** EcmCreditKind and EcmObjectiveArea as the API names them. */
  kind: string;
  area: string;
}

interface ObligationLine {
  label: string;
  /** The previous triennium's recorded credits offered on the page to confirm: not a line of the member's obligation. */
  fromRecordedCredits?: boolean;
  start: string;
  end: string | null;
  credits: number | null;
  reduction: number;
  note: string | null;
}

/** A debt as the query asks it (the policy's, without its source). */
type PastDebt = Omit<PolicyPastDebt, 'source'>;

export interface TranscriptData {
  memberName: string;
  customerCode: string;
  profession: string | null;
  /** The triennium shown, '2026-2028'. */
  triennium: string;
  start: string;
  end: string;
  obligation: number;
  obligationIsStandard: boolean;
  earnedPortal: number;
  earnedExternal: number;
  earnedTotal: number;
  creditsOverCap: number;
  threshold: number;
  thresholdShare: number;
  thresholdMet: boolean;
  missingToThreshold: number;
  missingToObligation: number;
  portalCredits: Credit[];
  externalCredits: Credit[];
  obligationBreakdown: { standard: number; lines: ObligationLine[]; reduction: number; computed: number; override: number | null; obligation: number };
  creditsByKind: { kind: string; label: string; earned: number; counted: number; cap: number | null }[];
  creditsByArea: { area: string; label: string; earned: number }[];
  history: { triennium: string; isCurrent: boolean; compensatoryGiven: number }[];
  pastDebts: PastDebt[];
}

const number = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });
const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const credits = (value: number) => `${number.format(value)} ${value === 1 ? 'credito' : 'crediti'}`;

/** Portal courses are FAD: the transcript says so, and that the club gave them. */
const PORTAL_KIND_SUFFIX = ' (corso del portale)';
/** The policy's labels; a kind or area the schema gains before the policy names it shows as the API names it. */
const kindLabel = (kind: string) => (ECM_CREDIT_KIND_LABELS as Readonly<Record<string, string>>)[kind] ?? kind;
const areaLabel = (area: string) => (ECM_OBJECTIVE_AREA_LABELS as Readonly<Record<string, string>>)[area] ?? area;

/**
 * Which debts a transcript lists (issue 40): the shortfall of the triennium shown, being made up with
 * crediti compensativi; and, on the current triennium's transcript, every past debt the triennium page
 * lists ('Debiti formativi dei trienni passati'), as the credits that make them up are earned now.
 * The other reading, only the triennium shown's own shortfall, is `false` here.
 */
export const CURRENT_TRANSCRIPT_LISTS_PAST_DEBTS = true;

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

/** Why the obligation in use is what it is, in the header's words. */
function obligationSource(data: TranscriptData): string {
  const b = data.obligationBreakdown;
  if (b.override !== null) return 'obbligo individuale indicato dal socio, da Co.Ge.A.P.S.';
  if (b.reduction > 0) return `obbligo standard di ${number.format(b.standard)} meno ${number.format(b.reduction)} per esenzioni, esoneri, bonus e riduzioni`;
  return 'obbligo standard del triennio';
}

/** 'Obbligo formativo': what the page's 'Il tuo obbligo del triennio' shows, line by line. */
function obligationLines(data: TranscriptData): string[] {
  const b = data.obligationBreakdown;
  const adjustment = (l: ObligationLine) => {
    const period = l.end ? `dal ${day(l.start)} al ${day(l.end)}` : day(l.start);
    const earned = l.credits !== null ? `, ${credits(l.credits)} acquisiti` : '';
    const effect = l.reduction > 0 ? `${credits(l.reduction)} in meno` : `nessuna riduzione.${l.note ? ` ${l.note}` : ''}`;
    return `${l.label} (${period})${earned}: ${effect}`;
  };
  return [
    `Obbligo standard del triennio: ${credits(b.standard)}`,
    ...b.lines.filter((l) => !l.fromRecordedCredits).map(adjustment),
    ...(b.override !== null ? [`Obbligo calcolato: ${credits(b.computed)}`, `Obbligo individuale indicato dal socio (da Co.Ge.A.P.S., prevale): ${credits(b.override)}`] : []),
    `Obbligo in uso: ${credits(b.obligation)}`,
  ];
}

/** 'Crediti per tipologia': each kind with its cap, then the caps and the credits over them, plainly. */
function kindLines(data: TranscriptData): { rows: string[][]; notes: string[] } {
  const over = data.creditsByKind.filter((k) => k.earned > k.counted);
  return {
    rows: data.creditsByKind.map((k) => [k.label, number.format(k.earned), k.cap === null ? 'Nessuno' : number.format(k.cap), number.format(k.counted)]),
    notes: [
      `Tetti, in quota dell'obbligo in uso (${credits(data.obligation)}): ${ECM_CREDIT_CAPS.map((c) => c.label).join('; ')}.`,
      ...over.map((k) => `${k.label}: ${credits(k.earned)} acquisiti, ${number.format(k.counted)} conteggiati; ${credits(Math.round((k.earned - k.counted) * 10) / 10)} oltre il tetto, non conteggiati.`),
      ...(data.creditsOverCap > 0 ? [`In tutto ${credits(data.creditsOverCap)} oltre i tetti: sono riportati ma non conteggiati nel totale.`] : []),
    ],
  };
}

/** A debt in words: the shortfall, what is made up, what is left and until when. */
function debtLine(d: PastDebt): string {
  const start = `Debito formativo del triennio ${d.triennium}: mancavano ${credits(d.shortfall)}`;
  if (d.left <= 0) return `${start}, recuperati con ${credits(d.madeUp)} compensativi: debito sanato.`;
  const made = `${start}, recuperati finora ${number.format(d.madeUp)} con crediti compensativi, ne restano ${number.format(d.left)}`;
  return d.open ? `${made} da acquisire entro il ${day(d.until)}, oltre all'obbligo del triennio in corso.` : `${made}: il termine per recuperarli è scaduto il ${day(d.until)}.`;
}

/** The debts section: this triennium's shortfall, what it gave to older ones, and (the current one) the page's past debts. */
function debtLines(data: TranscriptData): string[] {
  const shown = data.history.find((h) => h.triennium === data.triennium);
  const own = data.pastDebts.filter((d) => d.triennium === data.triennium);
  const older = CURRENT_TRANSCRIPT_LISTS_PAST_DEBTS && shown?.isCurrent ? data.pastDebts.filter((d) => d.triennium !== data.triennium) : [];
  const given = shown && shown.compensatoryGiven > 0 ? [`${credits(shown.compensatoryGiven)} oltre l'obbligo di questo triennio contati come compensativi per il debito di un triennio precedente (ogni credito conta una volta sola).`] : [];
  return [...own.map(debtLine), ...given, ...older.map(debtLine)];
}

/** The transcript's lines, in order (kept apart from the drawing, ecm-transcript-pdf.ts, so a test reads them). */
export function transcriptLines(data: TranscriptData, today: string): TranscriptLines {
  const years = `${data.start.slice(0, 4)}-${data.end.slice(0, 4)}`;
  const all = [
    ...data.portalCredits.map((c) => ({ ...c, kindText: `${kindLabel(c.kind)}${PORTAL_KIND_SUFFIX}` })),
    ...data.externalCredits.map((c) => ({ ...c, kindText: kindLabel(c.kind) })),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));
  const overCap = data.creditsOverCap > 0;
  return {
    title: `Riepilogo crediti ECM – Triennio ${years}`,
    header: [
      `Iscritto: ${data.memberName} (codice cliente ${data.customerCode})`,
      `Professione: ${data.profession ?? 'non indicata'}`,
      `Periodo: dal ${day(data.start)} al ${day(data.end)}`,
      `Obbligo formativo: ${number.format(data.obligation)} crediti (${obligationSource(data)})`,
    ],
    obligation: obligationLines(data),
    rows: all.map((c) => [day(c.date), c.kindText, areaLabel(c.area), c.provider, c.eventCode ? `${c.title} (${c.eventCode})` : c.title, number.format(c.credits)]),
    kinds: kindLines(data),
    areas: data.creditsByArea.map((a) => [a.label, number.format(a.earned)]),
    totals: [
      `Crediti dai corsi del portale: ${number.format(data.earnedPortal)}`,
      `Crediti registrati da altri provider: ${number.format(data.earnedExternal)}`,
      ...(overCap ? [`Crediti oltre i tetti, non conteggiati: ${number.format(data.creditsOverCap)}`] : []),
      `${overCap ? 'Totale conteggiato' : 'Totale'}: ${number.format(data.earnedTotal)} crediti su ${number.format(data.obligation)} (${Math.round((data.earnedTotal / Math.max(data.obligation, 0.1)) * 100)}%)`,
      thresholdLine(data),
      `Crediti mancanti all'obbligo: ${number.format(data.missingToObligation)}`,
    ],
    debts: debtLines(data),
    footer: [`Documento generato il ${day(today)}. I crediti esterni sono quelli registrati dal socio; fa fede l'anagrafe Co.Ge.A.P.S.`],
  };
}

/** The transcript as a PDF (ecm-transcript-pdf.ts draws it). */
export function renderTranscript(data: TranscriptData, today: string): Promise<Buffer> {
  return drawTranscript(transcriptLines(data, today));
}

type TranscriptUser = { id: string; name: string | null; surname: string | null; contact?: { profession?: { description: string | null } | null } | null };
type TranscriptTriennium = Omit<TranscriptData, 'memberName' | 'customerCode' | 'profession'>;
type TranscriptAnswer = { viewer?: { user?: (TranscriptUser & { ecmTriennium?: TranscriptTriennium | null }) | null } | null };

/** The transcript's data from TRANSCRIPT_QUERY's answer: the member's name, code and profession beside the triennium. */
export function transcriptData(user: TranscriptUser, triennium: TranscriptTriennium): TranscriptData {
  return { ...triennium, memberName: [user.name, user.surname].filter(Boolean).join(' ') || 'Socio', customerCode: user.id, profession: user.contact?.profession?.description ?? null };
}

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
    const pdf = await renderTranscript(transcriptData(user, triennium), today());
    res.setHeader('content-type', 'application/pdf');
    res.setHeader('content-disposition', contentDisposition('attachment', `riepilogo-triennio-ecm-${triennium.start.slice(0, 4)}-${triennium.end.slice(0, 4)}.pdf`));
    res.status(200).send(pdf);
  });
}
