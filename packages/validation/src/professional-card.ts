/**
 * Rules and Italian messages of the professional card (spec 3 §5 'Professional card', §8, §9),
 * shared by the upstream contract, the crm subgraph and the web form.
 */

/**
 * Largest certification document accepted, in bytes of the decoded file. The spec states no figure;
 * the gateway accepts request bodies up to 200 kB, so a document travels as a data URL of at most
 * ~137 kB: 100 kB keeps a card with one new document under that bound.
 */
export const CARD_DOCUMENT_MAX_BYTES = 100 * 1024;
/** Document types accepted for a certification (PDF or images). */
export const CARD_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** Mime type marking an existing certification document that is not re-uploaded (spec 3 §5). */
export const CARD_NOCHANGES = '[nochanges]';
/** Spec 3 §9 'Specializations up to 3'. */
export const CARD_MAX_SPECIALIZATIONS = 3;
/** Spec 3 §9 degree types. */
export const CARD_DEGREE_TYPES = ['Laurea Triennale', 'Laurea Magistrale', 'Laurea a ciclo unico', 'Master', 'Specializzazione', 'Dottorato'] as const;
/** Spec 3 §4 'Professional card visibility'. */
export const CARD_VISIBILITIES = ['Pubblica', 'Privata'] as const;
/** First year of the year lists (spec 3 §9: 1970 to the current year, descending). */
export const CARD_FIRST_YEAR = 1970;

/** Spec 3 §9 year list: from the current year down to 1970. */
export function cardYears(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let y = now.getFullYear(); y >= CARD_FIRST_YEAR; y--) years.push(y);
  return years;
}

export const CARD_MESSAGES = {
  documentType: (fileName: string) => `Il file '${fileName}' non è un PDF o un'immagine.`,
  documentSize: (fileName: string) => `Il file '${fileName}' supera la dimensione massima di ${Math.round(CARD_DOCUMENT_MAX_BYTES / 1024)} KB.`,
  documentUnreadable: (fileName: string) => `Il file '${fileName}' non è leggibile.`,
  mainProfession: 'Indica una sola professione principale.',
  specializations: `Puoi indicare al massimo ${CARD_MAX_SPECIALIZATIONS} specializzazioni.`,
  professionType: 'Categoria professionale non valida.',
  province: 'La provincia è la sigla di due lettere.',
  publishIncomplete: 'Per pubblicare la scheda indica la professione principale, la provincia e la città.',
  publishTerms: "Per pubblicare la scheda accetta le condizioni d'uso e l'informativa privacy.",
  nameRequired: 'Nome e cognome sono obbligatori.',
  degreeType: 'Tipo di titolo non valido.',
  year: 'Anno non valido.',
  visibility: "La visibilità vale 'Pubblica' o 'Privata'.",
  conflict: 'La scheda è stata modificata nel frattempo: ricarica la pagina per vedere la versione aggiornata.',
  /** Spec 3 §8 'Professional card failure'. */
  failed: 'Si è verificato un errore durante la richiesta del servizio.',
  /** Spec 3 §8 generic default. */
  generic: 'Si è verificato un errore.',
  loadFailed: 'Si è verificato un errore con il servizio /professionallist/professionalcards/me',
  login: 'Accedi per modificare la tua scheda.',
} as const;

/** Decoded size of a base64 body. */
export function base64Bytes(body: string): number {
  const clean = body.replace(/\s/g, '');
  return Math.floor((clean.length * 3) / 4) - (clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0);
}

/** Why a new document is refused (type, then size), or null. */
export function cardDocumentProblem(fileName: string, mimeType: string, bytes: number): string | null {
  if (!(CARD_DOCUMENT_TYPES as readonly string[]).includes(mimeType)) return CARD_MESSAGES.documentType(fileName);
  if (bytes > CARD_DOCUMENT_MAX_BYTES) return CARD_MESSAGES.documentSize(fileName);
  return null;
}

/** A data URL split into its mime type and base64 body (spec 3 §5), or null when it is not a base64 data URL. */
export function splitDataUrl(url: string): { mimeType: string; body: string } | null {
  const m = /^data:([^;,]+)(?:;[^;,=]+=[^;,]*)*;base64,([A-Za-z0-9+/]*={0,2})$/.exec(url.trim());
  return m ? { mimeType: m[1]!.toLowerCase(), body: m[2]! } : null;
}
