import { ecmCertificateProblem, ECM_CERTIFICATE_MAX_BYTES, ECM_CREDIT_MESSAGES } from '@club/validation';
import { useState } from 'react';
import { FieldError } from '../../components/ui/FieldError';
import type { CertificateFields } from './certificate-fields';
import { unreadFieldsMessage } from './certificate-fields';
import { readCertificateFields } from './certificate-reader';
import { fileBytes } from './read-file';

const READ_OK = 'Abbiamo compilato i campi dall’attestato: controllali prima di registrare il credito.';
const READ_NOTHING = 'Non siamo riusciti a leggere l’attestato. Completa i campi.';

interface CertificateFieldProps {
  id: string;
  error: string | undefined;
  /** The certificate on file when correcting a credit. */
  currentName: string | null | undefined;
  onFile: (file: File | null) => void;
  /** What the picked certificate says, for the form to fill itself with. */
  onRead: (fields: CertificateFields) => void;
  onError: (message: string | undefined) => void;
  /** True while the certificate is being read: the form waits for it before saving. */
  onReading: (reading: boolean) => void;
  reader?: (bytes: Uint8Array) => Promise<CertificateFields | null>;
}

/**
 * The certificate PDF (issue 40): a file over the upload limit or not a PDF is refused as soon as it
 * is picked, with the message the server would give; a PDF is read and its fields handed to the
 * form, with a note naming what could not be read.
 */
export function CertificateField({ id, error, currentName, onFile, onRead, onError, onReading, reader = readCertificateFields }: CertificateFieldProps) {
  const [note, setNote] = useState<string | null>(null);
  const [reading, setReadingState] = useState(false);
  const setReading = (value: boolean) => {
    setReadingState(value);
    onReading(value);
  };

  const pick = async (file: File | null) => {
    onFile(file);
    setNote(null);
    onError(undefined);
    if (!file) return;
    // The size first, before reading a large file into memory.
    if (file.size > ECM_CERTIFICATE_MAX_BYTES) return onError(ECM_CREDIT_MESSAGES.certificateTooLarge);
    const bytes = await fileBytes(file);
    const problem = ecmCertificateProblem({ bytes });
    if (problem) return onError(problem);
    setReading(true);
    const fields = await reader(bytes);
    setReading(false);
    if (!fields) return setNote(READ_NOTHING);
    onRead(fields);
    setNote(unreadFieldsMessage(fields) ?? READ_OK);
  };

  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        Attestato (PDF, facoltativo)
      </label>
      <p className="form-field__hint" id={`${id}-hint`}>
        Fino a {ECM_CERTIFICATE_MAX_BYTES / 1024} KB. Lo leggiamo per compilare i campi: controllali prima di registrare.
      </p>
      {currentName ? <p className="form-field__hint">Attestato allegato: {currentName}</p> : null}
      <input
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        className="form-field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(e) => void pick(e.target.files?.[0] ?? null)}
      />
      <FieldError id={error ? `${id}-error` : undefined} message={error} />
      <p className="form-field__hint" role="status">
        {reading ? 'Lettura dell’attestato…' : note}
      </p>
    </div>
  );
}
