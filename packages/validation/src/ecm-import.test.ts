import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { ECM_CREDIT_MESSAGES } from './ecm-credits';
import { ECM_IMPORT_MESSAGES as M, ECM_IMPORT_TEMPLATE, ecmImportProblems, readEcmImport } from './ecm-import';
import { ecmCreditKind } from './ecm-kinds';

const context = { start: '2026-01-01', end: '2028-12-31', today: '2026-11-27' };
const recorded = [{ eventCode: '1234-500100', date: '2026-05-16' }];

// As a registry export opened and saved by an Italian spreadsheet: ';' between fields, decimal comma,
// a quoted title with a ';' inside, an extra column the import ignores, a BOM.
const FILE = [
  '\uFEFFCodice evento;Titolo;Provider;Tipologia;Data fine;Crediti;Obiettivo formativo',
  '5120-461203;"Vaccinazioni; cosa cambia nel 2026";Provider 5120 – SIP;RES;12/03/2026;7,5;Obiettivo 10',
  '321-88001;Audit clinico in reparto;Provider 321 – ASL Roma 1;FSC;02/04/2026;12;',
  '777-1;Webinar di aggiornamento;Provider 777;FAD;31/02/2026;4;',
  '5120-461203;Vaccinazioni (copia);Provider 5120 – SIP;RES;12/03/2026;7,5;',
  '1234-500100;Congresso nazionale;Provider 1234;Residenziale;16/05/2026;12;',
  '900-2;Corso di suture;Provider 900;Laboratorio;10/06/2026;3;',
].join('\r\n');

describe('CSV reading', () => {
  it('reads quoted fields, doubled quotes and line breaks inside quotes, with ; or , between fields', () => {
    expect(parseCsv('a;"b;c";"d ""e"""\r\n1;"2\n3";4\n')).toEqual([['a', 'b;c', 'd "e"'], ['1', '2\n3', '4']]);
    expect(parseCsv('a,b\n"1,5",2\n\n')).toEqual([['a', 'b'], ['1,5', '2']]);
  });
});

describe('an import of ECM credits', () => {
  const result = readEcmImport(FILE, context, recorded);

  it('checks every row with the credit rules and names the line of each problem', () => {
    expect(result.problem).toBeNull();
    expect(result.rows.map((r) => r.line)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(result.rows[0]!.credit).toEqual({ provider: 'Provider 5120 – SIP', title: 'Vaccinazioni; cosa cambia nel 2026', eventCode: '5120-461203', date: '2026-03-12', credits: 7.5, kind: 'RESIDENZIALE' });
    expect(result.rows[1]!.credit).toMatchObject({ kind: 'FORMAZIONE_SUL_CAMPO', credits: 12 });
    expect(result.rows[2]!.errors).toEqual([`Data: ${ECM_CREDIT_MESSAGES.invalidDate}`]);
    expect(result.rows[2]!.credit).toBeNull();
    expect(result.rows[5]!.errors).toEqual([M.unknownKind('Laboratorio')]);
  });

  it("finds duplicates (same event code and day) of the file's rows and of the recorded credits", () => {
    expect(result.rows[3]!.errors).toEqual([M.duplicateInFile(2)]);
    expect(result.rows[4]!.errors).toEqual([M.duplicateRecorded]);
    expect(result.rows.filter((r) => r.credit).map((r) => r.line)).toEqual([2, 3]);
  });

  it('refuses a file without the needed columns or without rows, and reads headers in any order and spelling', () => {
    expect(readEcmImport('Titolo;Crediti\nA;3', context, [])).toEqual({ problem: M.missingColumns(['Provider', 'Data fine']), rows: [] });
    expect(readEcmImport('Codice evento;Titolo;Provider;Data fine;Crediti\n', context, []).problem).toBe(M.empty);
    const reordered = readEcmImport('CREDITI ECM,Data conseguimento,Ente accreditante,Titolo evento\n"4,5",01/02/2026,Provider 9,Corso', context, []);
    expect(reordered.rows[0]!.credit).toEqual({ provider: 'Provider 9', title: 'Corso', eventCode: null, date: '2026-02-01', credits: 4.5, kind: null });
  });

  it('the template it offers reads without problems', () => {
    const template = readEcmImport(ECM_IMPORT_TEMPLATE, context, []);
    expect(template.rows.map((r) => r.errors)).toEqual([[]]);
  });

  it("the server's check of a batch finds the same duplicates", () => {
    const batch = [{ eventCode: '5120-461203', date: '2026-03-12' }, { eventCode: '5120 461203', date: '2026-03-12' }, { eventCode: '1234-500100', date: '2026-05-16' }, { eventCode: null, date: '2026-05-16' }];
    expect(ecmImportProblems(batch, recorded)).toEqual([
      { index: 1, message: M.duplicateInBatch(1) },
      { index: 2, message: M.duplicateRecorded },
    ]);
  });
});

describe('kinds of training', () => {
  it.each([
    ['FAD', 'FAD'],
    ['RES', 'RESIDENZIALE'],
    ['Formazione sul campo', 'FORMAZIONE_SUL_CAMPO'],
    ['Docenza e tutoraggio', 'DOCENZA_TUTORAGGIO'],
    ['autoformazione', 'AUTOFORMAZIONE'],
    ["Formazione all'estero", 'ESTERO'],
    ['Formazione a distanza (FAD)', 'FAD'],
  ])("'%s' is %s", (text, kind) => expect(ecmCreditKind(text)).toBe(kind));
});
