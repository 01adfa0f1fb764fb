/**
 * What an ECM certificate (attestato) says, read from its text: provider, event title, event code,
 * the day the event ended, credits and kind of training, as Italian providers print them ('Provider
 * ECM n. 5120 – …', 'ID evento 5120-461203', 'dal 10/03/2026 al 12/03/2026', 'n. 7,5 crediti
 * formativi', 'Tipologia: Residenziale'). Pure: the page fills its form with what is found and names
 * what is not; the member confirms. The issue date at the signature ('Roma, 13/03/2026') is not the
 * event's day and is never taken for it.
 */
import { ecmCreditKind, ecmCredits, ecmDay, type EcmCreditKindName } from '@club/validation';

export interface CertificateFields {
  provider: string | null;
  title: string | null;
  eventCode: string | null;
  /** gg/mm/aaaa, as the form takes it. */
  date: string | null;
  /** With the decimal comma, as the form takes it ('7,5'). */
  credits: string | null;
  kind: EcmCreditKindName | null;
}

/** The form's fields the reader fills, in the form's order, with the words the message uses. */
export const READ_FIELDS = [
  ['provider', 'provider'],
  ['title', 'titolo'],
  ['eventCode', 'codice evento'],
  ['date', 'data'],
  ['credits', 'crediti'],
] as const satisfies readonly (readonly [keyof CertificateFields, string])[];

const MONTHS = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];
const DAY = String.raw`(\d{1,2}[/.-]\d{1,2}[/.-]\d{4}|\d{1,2} (?:${MONTHS.join('|')}) \d{4})`;

/** '12/3/2026', '12.03.2026' or '12 marzo 2026' as 'gg/mm/aaaa', or null when not a calendar day. */
function italianDate(text: string): string | null {
  const named = /^(\d{1,2}) ([a-z]+) (\d{4})$/i.exec(text);
  const [d, m, y] = named ? [named[1]!, String(MONTHS.indexOf(named[2]!.toLowerCase()) + 1), named[3]!] : text.split(/[/.-]/);
  const day = `${d!.padStart(2, '0')}/${m!.padStart(2, '0')}/${y}`;
  return ecmDay(day) ? day : null;
}

const first = (text: string, patterns: RegExp[]) => {
  for (const pattern of patterns) {
    const found = pattern.exec(text)?.[1]?.trim();
    if (found) return found;
  }
  return null;
};

function provider(text: string): string | null {
  // 'Provider ECM n. 5120 – Name', 'Provider Accreditato Standard n. 2506 Name', 'Name – Provider n. 321'.
  const after = /provider(?: ecm)?(?: accreditato)?(?: standard)?(?: (?:n\.|nr\.|n°|numero|id))? ?(\d{1,6})(?: ?[–—:,-] ?| )?([^\n]*)/i.exec(text);
  if (!after) return null;
  const name = after[2]!.replace(/\b(rilascia|certifica|attesta)\b.*$/i, '').trim();
  const before = /^([^\n]*?) ?[–—-] ?provider/im.exec(text)?.[1]?.trim();
  const label = name || before;
  return label ? `Provider ${after[1]} – ${label}` : `Provider ${after[1]}`;
}

function title(text: string): string | null {
  return first(text, [
    /titolo(?: dell'evento| del corso)? ?: ?([^\n]+)/i,
    /[“"«]([^”"»]{5,300})[”"»]/,
    /(?:ha partecipato|ha frequentato|ha superato)[^\n]*(?:evento(?: formativo)?|corso)\n([^\n]+)/i,
  ]);
}

function eventCode(text: string): string | null {
  const code = first(text, [/(?:id|codice|cod\.|n\.) ?evento(?: ecm)?(?: n\.| n°)? ?:? ?(\d{1,6} ?[-–/] ?\d{1,8})/i, /evento (?:n\.|n°|nr\.) ?(\d{1,6} ?[-–/] ?\d{1,8})/i]);
  return code ? code.replace(/ ?[–/] ?| - /g, '-') : null;
}

function date(text: string): string | null {
  // A range's last day ('dal 10/03/2026 al 12/03/2026'), else a labelled day; never an unlabelled one.
  const range = new RegExp(String.raw`dal ${DAY} al ${DAY}`, 'i').exec(text);
  if (range) return italianDate(range[2]!);
  const found = first(text, [
    new RegExp(String.raw`data (?:di )?(?:conclusione|fine(?: evento)?|svolgimento|conseguimento|completamento) ?:? ?${DAY}`, 'i'),
    new RegExp(String.raw`(?:svolto(?:si)?|tenuto(?:si)?|concluso(?:si)?|conseguit[io]) (?:a [^\n\d]+ )?(?:il|in data) ${DAY}`, 'i'),
  ]);
  return found ? italianDate(found) : null;
}

function credits(text: string): string | null {
  const found = first(text, [/(\d{1,2}(?:[.,]\d)?) ?(?:\([^)\n]*\) ?)?crediti/i, /crediti(?: formativi)?(?: ecm)?(?: assegnati| acquisiti| conseguiti| attribuiti| riconosciuti)? ?(?::|n\.|pari a)? ?(\d{1,2}(?:[.,]\d)?)\b/i]);
  const n = found === null ? null : ecmCredits(found);
  return n && n > 0 ? String(n).replace('.', ',') : null;
}

function kind(text: string): EcmCreditKindName | null {
  const labelled = /(?:tipologia(?: formativa)?|modalit[àa](?: di erogazione)?) ?: ?([^\n]+)/i.exec(text)?.[1];
  return (labelled && ecmCreditKind(labelled)) || ecmCreditKind(text.replace(title(text) ?? '', ''));
}

/** Every field the text gives, null where it gives none. */
export function certificateFields(text: string): CertificateFields {
  const t = text.replace(/[ \t]+/g, ' ');
  return { provider: provider(t), title: title(t), eventCode: eventCode(t), date: date(t), credits: credits(t), kind: kind(t) };
}

/** The message naming the form's fields the certificate did not give, or null when it gave them all. */
export function unreadFieldsMessage(fields: CertificateFields): string | null {
  const missing = READ_FIELDS.filter(([field]) => !fields[field]).map(([, word]) => word);
  return missing.length === 0 ? null : `Non siamo riusciti a leggere: ${missing.join(', ')}. Completa i campi.`;
}
