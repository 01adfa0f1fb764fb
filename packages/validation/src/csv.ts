/**
 * A small CSV reader (RFC 4180: quoted fields, doubled quotes, line breaks inside quotes) for the
 * files members bring from spreadsheets and registries. Italian spreadsheets write ';' between
 * fields (the comma is the decimal mark), others ',' or a tab: the separator is the one of these the
 * header line uses most. A UTF-8 byte-order mark (Excel's "CSV UTF-8") is dropped.
 */

export type CsvSeparator = ';' | ',' | '\t';

/** The separator the first line uses most, outside quotes (';' on a tie: the Italian default). */
export function csvSeparator(text: string): CsvSeparator {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const outsideQuotes = firstLine.replace(/"[^"]*"/g, '');
  const count = (c: string) => outsideQuotes.split(c).length - 1;
  const candidates: CsvSeparator[] = [';', ',', '\t'];
  return candidates.reduce((best, c) => (count(c) > count(best) ? c : best), ';');
}

/** The file's records, each a list of fields; blank lines are left out. */
export function parseCsv(input: string, separator: CsvSeparator = csvSeparator(input.replace(/^\uFEFF/, ''))): string[][] {
  const text = input.replace(/^\uFEFF/, '');
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === separator) {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  record.push(field);
  records.push(record);
  return records.filter((r) => r.some((f) => f.trim() !== ''));
}
