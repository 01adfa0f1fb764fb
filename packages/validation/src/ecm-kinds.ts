/**
 * The kinds of ECM training (issue 40's shared vocabulary, enum EcmCreditKind) as certificates and
 * registry exports write them: the registry's abbreviations (RES, FAD, FSC), the names, and the
 * usual variants. Used by the certificate reader and the CSV import to fill the credit's kind.
 */
import { ECM_CREDIT_KIND_VALUES } from './ecm-obligation';

export type EcmCreditKindName = (typeof ECM_CREDIT_KIND_VALUES)[number];

/** Words that name each kind, compared lower case without accents; the first match in this order wins. */
const KIND_WORDS: readonly [EcmCreditKindName, RegExp][] = [
  ['FORMAZIONE_SUL_CAMPO', /\b(fsc|formazione sul campo|training individualizzato|gruppi di miglioramento|audit|ricerca)\b/],
  ['DOCENZA_TUTORAGGIO', /\b(docen[tz][ea]?|tutor(aggio)?|relatore|moderatore)\b/],
  ['AUTOFORMAZIONE', /\bautoformazione\b/],
  ['ESTERO', /\b(ester[oa]|all'estero)\b/],
  ['FAD', /\b(fad|formazione a distanza|e-?learning|webinar|blended)\b/],
  ['RESIDENZIALE', /\b(res|residenziale|congresso|convegno|workshop|corso residenziale)\b/],
];

/** The kind a text names, or null. */
export function ecmCreditKind(text: string): EcmCreditKindName | null {
  const t = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const exact = ECM_CREDIT_KIND_VALUES.find((k) => k.toLowerCase() === t.trim().replace(/\s+/g, '_'));
  if (exact) return exact;
  return KIND_WORDS.find(([, words]) => words.test(t))?.[0] ?? null;
}
