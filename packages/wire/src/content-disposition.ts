/**
 * The Content-Disposition header of a file the portal serves (RFC 6266): every stored file keeps
 * the name its owner gave it, in any script ('attestato – 2026.pdf', 'Παράδειγμα.pdf', '€'). An
 * HTTP header carries only Latin-1, and Node refuses anything else with ERR_INVALID_CHAR, so the
 * name goes out twice: an ASCII fallback in `filename="…"` for old clients and the exact name
 * UTF-8 percent-encoded in `filename*=UTF-8''…` (RFC 8187), which browsers prefer. A plain ASCII
 * name is written once, as before. Used by the upstream and the gateway wherever a file is served.
 */
export function contentDisposition(type: 'attachment' | 'inline', fileName: string): string {
  const name = wellFormed(fileName);
  const fallback = asciiFallback(name);
  const header = `${type}; filename="${fallback}"`;
  return fallback === name ? header : `${header}; filename*=UTF-8''${encodeRfc8187(name)}`;
}

/** The name in printable ASCII: accents dropped ('è' → 'e'), any other character, quote or backslash as '_'. */
export function asciiFallback(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_')
    .trim();
  return ascii || 'file';
}

/** RFC 8187 value-chars: UTF-8 percent-encoded, with the characters encodeURIComponent leaves but attr-char forbids. */
function encodeRfc8187(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A lone surrogate (a name cut mid-character) as U+FFFD: encodeURIComponent throws on it. */
function wellFormed(name: string): string {
  return name.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}
