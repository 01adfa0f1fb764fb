/**
 * Importing ECM credits from a CSV file (issue 40): the column layout, each row checked with the
 * external credit's own rules (ecm-credits.ts), duplicates (same event code and day) against the
 * file's other rows and the member's recorded credits, every problem in Italian with its line. Run
 * by the web preview before anything is saved, and again by the fad subgraph on the batch it receives.
 *
 * The layout follows what the national registry lists for each participation (Co.Ge.A.P.S.: event
 * code, title, provider, type of training, end date, credits; docs/spec-coverage.md 'ECM triennium
 * rules'): one header line naming the columns in any order, ';' or ',' between fields, dates
 * gg/mm/aaaa, credits with a decimal comma. Unknown columns (e.g. 'Obiettivo formativo') are ignored.
 */
import { ECM_IMPORT_MAX_ROWS } from '@club/wire/uploads';
import { parseCsv } from './csv';
import { type EcmCreditContext, type ExternalEcmCreditValues, externalEcmCreditSchema, ecmDay } from './ecm-credits';
import { ecmCreditKind, type EcmCreditKindName } from './ecm-kinds';

export { ECM_IMPORT_MAX_ROWS };

type ImportField = 'eventCode' | 'title' | 'provider' | 'kind' | 'date' | 'credits';

/** The columns: the header the template writes, the other names registries and spreadsheets use, whether a row needs it. */
export const ECM_IMPORT_COLUMNS: readonly { field: ImportField; header: string; aliases: readonly string[]; required: boolean }[] = [
  { field: 'eventCode', header: 'Codice evento', aliases: ['id evento', 'codice', 'cod evento', 'codice ecm', 'evento n'], required: false },
  { field: 'title', header: 'Titolo', aliases: ['titolo evento', 'evento', 'denominazione evento', 'titolo del corso'], required: true },
  { field: 'provider', header: 'Provider', aliases: ['ente', 'ente accreditante', 'organizzatore', 'provider ecm', 'denominazione provider'], required: true },
  { field: 'kind', header: 'Tipologia', aliases: ['tipologia formativa', 'tipo', 'tipologia evento', 'modalita'], required: false },
  { field: 'date', header: 'Data fine', aliases: ['data', 'data fine evento', 'data conseguimento', 'data acquisizione', 'data evento'], required: true },
  { field: 'credits', header: 'Crediti', aliases: ['crediti ecm', 'n crediti', 'crediti acquisiti', 'numero crediti'], required: true },
];

/** Labels of the fields in the row messages ('Data: …'). */
const LABELS: Record<ImportField, string> = { eventCode: 'Codice evento', title: 'Titolo', provider: 'Provider', kind: 'Tipologia', date: 'Data', credits: 'Crediti' };

export const ECM_IMPORT_MESSAGES = {
  empty: 'Il file non contiene righe da importare.',
  missingColumns: (headers: string[]) => `Nel file mancano le colonne: ${headers.join(', ')}. La prima riga deve nominare le colonne (scarica il modello).`,
  tooManyRows: `Il file ha più di ${ECM_IMPORT_MAX_ROWS} righe: dividilo in più file.`,
  unknownKind: (value: string) => `Tipologia: '${value}' non riconosciuta (FAD, RES, FSC, Docenza, Autoformazione, Estero).`,
  duplicateInFile: (line: number) => `Duplicato della riga ${line}: stesso codice evento e data.`,
  duplicateInBatch: (position: number) => `Duplicato del credito n. ${position} dell'importazione: stesso codice evento e data.`,
  duplicateRecorded: 'Già registrato: nel triennio c’è già un credito con lo stesso codice evento e data.',
} as const;

/** The template's header line, as the page offers it to download. */
export const ECM_IMPORT_TEMPLATE = `${ECM_IMPORT_COLUMNS.map((c) => c.header).join(';')}\n2506-412001;Gestione del paziente diabetico;Provider 2506 – Club Professioni Sanitarie;FAD;15/03/2026;4,5\n`;

export interface EcmImportRow {
  /** Line of the file (the header is line 1). */
  line: number;
  /** The row as written, for the preview. */
  cells: Record<ImportField, string>;
  /** The credit to save, null when the row has problems. */
  credit: (ExternalEcmCreditValues & { kind: EcmCreditKindName | null }) | null;
  /** Every problem of the row, in Italian. */
  errors: string[];
}

export interface EcmImport {
  /** A problem of the whole file (no rows then), or null. */
  problem: string | null;
  rows: EcmImportRow[];
}

/** A header as compared: lower case, no accents, only letters and digits separated by one space. */
const normalised = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Field → column index, from the header line. */
function columnsOf(header: string[]): Partial<Record<ImportField, number>> {
  const found: Partial<Record<ImportField, number>> = {};
  header.forEach((name, index) => {
    const n = normalised(name);
    const column = ECM_IMPORT_COLUMNS.find((c) => normalised(c.header) === n || c.aliases.includes(n));
    if (column && found[column.field] === undefined) found[column.field] = index;
  });
  return found;
}

/** A recorded credit as duplicates are judged: its event code and day (YYYY-MM-DD). */
export interface RecordedEcmCredit {
  eventCode: string | null;
  date: string;
}

/** Code and day as compared: '5120-461203', '5120 461203' and '5120/461203' are one code. */
const duplicateKey = (eventCode: string | null, date: string | null) => (eventCode && date ? `${eventCode.toUpperCase().replace(/[\s\-_/.]+/g, '-')}|${date}` : null);

/** Reads and checks a whole file; nothing here saves anything. */
export function readEcmImport(text: string, context: EcmCreditContext, recorded: readonly RecordedEcmCredit[]): EcmImport {
  const [header, ...records] = parseCsv(text);
  if (!header || records.length === 0) return { problem: ECM_IMPORT_MESSAGES.empty, rows: [] };
  const columns = columnsOf(header);
  const missing = ECM_IMPORT_COLUMNS.filter((c) => c.required && columns[c.field] === undefined).map((c) => c.header);
  if (missing.length > 0) return { problem: ECM_IMPORT_MESSAGES.missingColumns(missing), rows: [] };
  if (records.length > ECM_IMPORT_MAX_ROWS) return { problem: ECM_IMPORT_MESSAGES.tooManyRows, rows: [] };

  const schema = externalEcmCreditSchema(context);
  const seenRecorded = new Set(recorded.map((c) => duplicateKey(c.eventCode, c.date)).filter(Boolean));
  const seenInFile = new Map<string, number>();
  const rows = records.map((record, index): EcmImportRow => {
    const line = index + 2;
    const cell = (field: ImportField) => (columns[field] === undefined ? '' : (record[columns[field]] ?? '').trim());
    const cells = Object.fromEntries(ECM_IMPORT_COLUMNS.map((c) => [c.field, cell(c.field)])) as Record<ImportField, string>;
    const errors: string[] = [];
    const parsed = schema.safeParse({ provider: cells.provider, title: cells.title, eventCode: cells.eventCode, date: cells.date, credits: cells.credits });
    if (!parsed.success) for (const issue of parsed.error.issues) errors.push(`${LABELS[issue.path[0] as ImportField]}: ${issue.message}`);
    const kind = cells.kind === '' ? null : ecmCreditKind(cells.kind);
    if (cells.kind !== '' && !kind) errors.push(ECM_IMPORT_MESSAGES.unknownKind(cells.kind));
    const key = duplicateKey(cells.eventCode || null, ecmDay(cells.date));
    if (key && seenInFile.has(key)) errors.push(ECM_IMPORT_MESSAGES.duplicateInFile(seenInFile.get(key)!));
    else if (key && seenRecorded.has(key)) errors.push(ECM_IMPORT_MESSAGES.duplicateRecorded);
    if (key && !seenInFile.has(key)) seenInFile.set(key, line);
    return { line, cells, credit: errors.length === 0 && parsed.success ? { ...parsed.data, kind } : null, errors };
  });
  return { problem: null, rows };
}

/** The credits of one batch as the server checks them: the same rules, the same duplicates. */
export function ecmImportProblems(credits: readonly { eventCode?: string | null; date: string }[], recorded: readonly RecordedEcmCredit[]): { index: number; message: string }[] {
  const seenRecorded = new Set(recorded.map((c) => duplicateKey(c.eventCode, c.date)).filter(Boolean));
  const seen = new Map<string, number>();
  const problems: { index: number; message: string }[] = [];
  credits.forEach((c, index) => {
    const key = duplicateKey(c.eventCode?.trim() || null, ecmDay(c.date));
    if (!key) return;
    if (seen.has(key)) problems.push({ index, message: ECM_IMPORT_MESSAGES.duplicateInBatch(seen.get(key)! + 1) });
    else if (seenRecorded.has(key)) problems.push({ index, message: ECM_IMPORT_MESSAGES.duplicateRecorded });
    else seen.set(key, index);
  });
  return problems;
}
