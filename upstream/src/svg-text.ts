/**
 * Text helpers for the SVG images the families draw (course covers, shop logos, media library,
 * infographics): one escaping and one line-wrapping rule for all of them.
 */

/** Escapes the five XML special characters for text and attribute values. */
export function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** Splits `text` into lines of at most `width` characters at spaces (a longer single word keeps its own line). */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
