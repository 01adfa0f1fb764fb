import { decodedBytes } from '@club/wire/uploads';
import { ECM_CERTIFICATE_MAX_BYTES, ECM_CREDIT_MESSAGES } from './ecm-credits';
import { CARD_DOCUMENT_MAX_BYTES, CARD_MESSAGES } from './professional-card';

/**
 * The longest text any API input may carry, checked where requests enter (the gateway) before any
 * service sees them. Not in the spec: a rule of ours, so a 100 KB slug never becomes a 100 KB
 * upstream URL. They are coarse outer bounds; the forms' own rules (LIMITS and each form's schema)
 * are stricter where the spec gives a length, and keep their Italian messages.
 */
export const INPUT_BOUNDS = {
  /** Any `ID`: the portal's ids are numbers, codes or UUIDs. */
  id: 100,
  /** A slug or a portal path (content, course and page addresses). */
  slug: 300,
  /** A search text (header search, catalogue and directory filters). */
  searchText: 200,
  /** Any other text (names, notes, presentations, encrypted passwords, tokens). */
  text: 10_000,
} as const;

/** Argument and input field names that carry a slug or a path. */
const SLUG_NAMES = new Set(['slug', 'path', 'pathOrSlug', 'returnUrl', 'redirectTo', 'pageUrl']);
/** Argument and input field names that carry a search text. */
const SEARCH_NAMES = new Set(['text', 'keyword', 'search', 'query']);
/**
 * Inputs that carry a file's content (base64, or a data URL): bounded not by characters but by the
 * file's own limit in decoded bytes (UPLOAD_MAX_BYTES), refused with that file's own message, which
 * names the file from the sibling input `nameInput` and the form field `field` it belongs to.
 */
export interface FileContentBound {
  maxBytes: number;
  /** The sibling input holding the file's name. */
  nameInput: string;
  /** The form's field the refusal belongs to (BAD_USER_INPUT extensions.field). */
  field: string;
  tooLarge: (fileName: string) => string;
}

const FILE_CONTENT_BOUNDS: Record<string, FileContentBound> = {
  /** An ECM credit's certificate PDF (fad ExternalEcmCreditInput.certificate). */
  contentBase64: { maxBytes: ECM_CERTIFICATE_MAX_BYTES, nameInput: 'fileName', field: 'certificate', tooLarge: () => ECM_CREDIT_MESSAGES.certificateTooLarge },
  /** A professional card's certification document (crm CardCertificationInput). */
  document: { maxBytes: CARD_DOCUMENT_MAX_BYTES, nameInput: 'fileName', field: 'document', tooLarge: CARD_MESSAGES.documentSize },
  /** A professional card's profile picture (crm ProfessionalCardInput), same limit and message as a document. */
  profilePicture: { maxBytes: CARD_DOCUMENT_MAX_BYTES, nameInput: 'profilePictureFileName', field: 'profilePicture', tooLarge: CARD_MESSAGES.documentSize },
};

/** Most characters of a file's name a refusal repeats. */
const FILE_NAME_ECHO_MAX = 100;

/** The file bound of an input carrying a file's content, or null for any other input. */
export function fileContentBoundFor(name: string): FileContentBound | null {
  return Object.hasOwn(FILE_CONTENT_BOUNDS, name) ? FILE_CONTENT_BOUNDS[name]! : null;
}

/** The refusal of a file's content over its bound (its own message), or null within it. */
export function fileContentProblem(name: string, content: string, fileName: unknown): { message: string; field: string } | null {
  const bound = fileContentBoundFor(name);
  if (!bound || decodedBytes(content) <= bound.maxBytes) return null;
  // The name is the member's own text: named, but never echoed at length (its own bound may not have been checked yet).
  const shown = typeof fileName === 'string' && fileName ? (fileName.length > FILE_NAME_ECHO_MAX ? `${fileName.slice(0, FILE_NAME_ECHO_MAX)}…` : fileName) : 'file';
  return { message: bound.tooLarge(shown), field: bound.field };
}

/** The most characters an input of this scalar and name may have, or null when its file bound applies instead. */
export function inputBoundFor(scalar: 'ID' | 'String', name: string): number | null {
  if (fileContentBoundFor(name)) return null;
  if (scalar === 'ID') return INPUT_BOUNDS.id;
  if (SLUG_NAMES.has(name)) return INPUT_BOUNDS.slug;
  if (SEARCH_NAMES.has(name)) return INPUT_BOUNDS.searchText;
  return INPUT_BOUNDS.text;
}

/** The refusal of an input over its bound: names the input and the bound, never echoes the value. */
export function inputTooLongMessage(name: string, max: number): string {
  return `Il campo ${name} è troppo lungo: al massimo ${max} caratteri.`;
}
