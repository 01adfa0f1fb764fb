// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ECM_CERTIFICATE_MAX_BYTES, ECM_CREDIT_MESSAGES } from '@club/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage } from '../../lib/test-graphql';
import { certificateFields } from './certificate-fields';
import { ExternalCreditForm } from './ExternalCreditForm';

// pdf.js runs only in a browser (the journey in web/e2e/ecm-entry.spec.ts); here the reader answers
// with the fields of a known certificate text, and counts its calls.
const reader = vi.hoisted(() => ({ text: '' as string | null, calls: 0 }));
vi.mock('./certificate-reader', () => ({
  readCertificateFields: async () => {
    reader.calls++;
    return reader.text === null ? null : certificateFields(reader.text);
  },
}));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  reader.calls = 0;
});

const CERTIFICATE = 'Provider ECM n. 5120 – Società Italiana di Pediatria\n“Le vaccinazioni in età pediatrica”\nID evento 5120-461203\ndal 10/03/2026 al 12/03/2026\nn. 7,5 crediti formativi ECM';
const pdf = (bytes: number) => new File([new Uint8Array(bytes).fill(0x20).map((b, i) => (i < 5 ? '%PDF-'.charCodeAt(i) : b))], 'attestato.pdf', { type: 'application/pdf' });

function render() {
  vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z'), toFake: ['Date'] });
  const record = vi.fn(() => ({ data: { recordExternalEcmCredit: { __typename: 'ExternalEcmCredit', id: 'n' } } }));
  const view = renderPage(<ExternalCreditForm period={{ start: '2026-01-01', end: '2028-12-31' }} />, {
    path: '/t',
    url: '/t',
    handlers: { RecordExternalEcmCredit: record, EcmTrienniumPage: () => ({ data: null }) },
    wrapper: ToastProvider,
  });
  return { ...view, record };
}
const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const pick = (file: File) => fireEvent.change(field('Attestato (PDF, facoltativo)'), { target: { files: [file] } });

describe('the external credit form reads the certificate picked', () => {
  it('fills provider, title, event code, date and credits for the member to confirm, then saves them', async () => {
    reader.text = CERTIFICATE;
    const { sent } = render();
    pick(pdf(2048));
    await screen.findByText('Abbiamo compilato i campi dall’attestato: controllali prima di registrare il credito.');
    expect([field('Provider'), field("Titolo dell'evento"), field('Codice evento'), field('Data'), field('Crediti')].map((i) => i.value)).toEqual([
      'Provider 5120 – Società Italiana di Pediatria',
      'Le vaccinazioni in età pediatrica',
      '5120-461203',
      '12/03/2026',
      '7,5',
    ]);
    // The kind and area the member chooses (the certificate does not say them).
    fireEvent.change(screen.getByLabelText(/^Tipologia/), { target: { value: 'RESIDENZIALE' } });
    fireEvent.change(screen.getByLabelText(/^Area degli obiettivi formativi/), { target: { value: 'TECNICO_PROFESSIONALE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registra il credito' }));
    await screen.findByText('Credito registrato.');
    const input = sent.find((op) => op.operationName === 'RecordExternalEcmCredit')!.variables.input as Record<string, unknown>;
    expect(input).toMatchObject({ provider: 'Provider 5120 – Società Italiana di Pediatria', eventCode: '5120-461203', date: '2026-03-12', credits: 7.5, kind: 'RESIDENZIALE', area: 'TECNICO_PROFESSIONALE', certificate: { fileName: 'attestato.pdf' } });
  });

  it('leaves what it cannot read empty, naming it, and keeps what the member typed there', async () => {
    reader.text = 'Provider n. 321 – ASL Roma 1\n“Audit clinico in reparto”\nEvento n. 321-88001';
    render();
    fireEvent.change(field('Crediti'), { target: { value: '3' } });
    pick(pdf(2048));
    await screen.findByText('Non siamo riusciti a leggere: data, crediti. Completa i campi.');
    expect(field('Data').value).toBe('');
    expect(field('Crediti').value).toBe('3');
    expect(field('Codice evento').value).toBe('321-88001');
  });

  it('says so when nothing can be read', async () => {
    reader.text = null;
    render();
    pick(pdf(2048));
    await screen.findByText('Non siamo riusciti a leggere l’attestato. Completa i campi.');
  });

  it('accepts a certificate of exactly the upload limit and refuses a larger one as soon as it is picked, unread, with the server’s message', async () => {
    reader.text = CERTIFICATE;
    render();
    pick(pdf(ECM_CERTIFICATE_MAX_BYTES));
    await waitFor(() => expect(reader.calls).toBe(1));
    expect(screen.queryByText(ECM_CREDIT_MESSAGES.certificateTooLarge)).toBeNull();
    pick(pdf(ECM_CERTIFICATE_MAX_BYTES + 1));
    expect(await screen.findByText("L'attestato supera i 100 KB.")).toBeTruthy();
    expect(reader.calls).toBe(1);
  });
});
