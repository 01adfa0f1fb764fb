import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { UPLOAD_MAX_BYTES } from '@club/wire/uploads';
import { describe, expect, it } from 'vitest';
import { certificateFields, unreadFieldsMessage } from './certificate-fields';
import { pdfText } from './pdf-text';

// The sample certificates (scripts/make-ecm-certificate-fixtures.ts) read with pdf.js as the page
// reads them, then their fields found in the text.
const fixture = (name: string) => new Uint8Array(readFileSync(path.join(import.meta.dirname, 'fixtures', name)));
const fieldsOf = async (name: string) => certificateFields(await pdfText(pdfjs, fixture(name)));

describe('an ECM certificate read on upload', () => {
  it('a residential congress: provider, title in quotes, event code, the range’s last day, credits written out, kind', async () => {
    const fields = await fieldsOf('attestato-residenziale.pdf');
    expect(fields).toEqual({
      provider: 'Provider 5120 – Società Italiana di Pediatria',
      title: 'Le vaccinazioni in età pediatrica: aggiornamento 2026',
      eventCode: '5120-461203',
      date: '12/03/2026',
      credits: '7,5',
      kind: 'RESIDENZIALE',
    });
    expect(unreadFieldsMessage(fields)).toBeNull();
  });

  it('a FAD course: labelled title, code, end date and credits; the signature’s date is not the event’s', async () => {
    expect(await fieldsOf('attestato-fad.pdf')).toEqual({
      provider: 'Provider 2506 – Club Professioni Sanitarie S.r.l.',
      title: 'Gestione del paziente diabetico in medicina generale',
      eventCode: '2506-412001',
      date: '15/05/2026',
      credits: '4,5',
      kind: 'FAD',
    });
  });

  it('a field-training project without date and credits: what is there, and the message naming what is not', async () => {
    const fields = await fieldsOf('attestato-campo-incompleto.pdf');
    expect(fields).toEqual({
      provider: 'Provider 321 – Azienda Sanitaria Locale Roma 1',
      title: 'Audit clinico sulle infezioni correlate all’assistenza',
      eventCode: '321-88001',
      date: null,
      credits: null,
      kind: 'FORMAZIONE_SUL_CAMPO',
    });
    expect(unreadFieldsMessage(fields)).toBe('Non siamo riusciti a leggere: data, crediti. Completa i campi.');
  });

  it('each sample is a real PDF under the upload limit', () => {
    for (const name of ['attestato-residenziale.pdf', 'attestato-fad.pdf', 'attestato-campo-incompleto.pdf']) {
      const bytes = fixture(name);
      expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
      expect(bytes.length).toBeLessThan(UPLOAD_MAX_BYTES);
    }
  });
});

describe('certificate texts as other providers write them', () => {
  it('Italian month names, a labelled day, a code with spaces, credits after the label', () => {
    const text = 'Provider n. 877 – Ordine dei Medici di Milano\nTitolo del corso: La gestione del paziente fragile\nCodice evento: 877 - 30211\nEvento svoltosi a Milano il 24 settembre 2026\nCrediti formativi ECM attribuiti: 8\nTipologia formativa: RES';
    expect(certificateFields(text)).toEqual({ provider: 'Provider 877 – Ordine dei Medici di Milano', title: 'La gestione del paziente fragile', eventCode: '877-30211', date: '24/09/2026', credits: '8', kind: 'RESIDENZIALE' });
  });

  it('nothing readable: every field named', () => {
    const fields = certificateFields('Documento scansionato');
    expect(unreadFieldsMessage(fields)).toBe('Non siamo riusciti a leggere: provider, titolo, codice evento, data, crediti. Completa i campi.');
  });
});
