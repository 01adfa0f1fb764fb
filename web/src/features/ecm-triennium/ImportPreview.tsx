import type { EcmImportRow } from '@club/validation';
import { formatCredits } from './format';

/** Labels of the kinds of training, as the page names them (issue 40's shared vocabulary). */
const KIND_LABELS: Record<string, string> = {
  FAD: 'FAD',
  RESIDENZIALE: 'Residenziale',
  FORMAZIONE_SUL_CAMPO: 'Formazione sul campo',
  DOCENZA_TUTORAGGIO: 'Docenza e tutoraggio',
  AUTOFORMAZIONE: 'Autoformazione',
  ESTERO: "Formazione all'estero",
};

/**
 * The rows of a file before anything is saved: each as written, with what the import makes of it
 * ('Da importare') or every problem of the row in Italian.
 */
export function ImportPreview({ rows }: { rows: EcmImportRow[] }) {
  return (
    <div className="triennium-import__table" role="region" aria-label="Anteprima dell'importazione" tabIndex={0}>
      <table className="profile-table">
        <thead>
          <tr>
            <th scope="col">Riga</th>
            <th scope="col">Evento</th>
            <th scope="col">Data</th>
            <th scope="col">Crediti</th>
            <th scope="col">Esito</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line} className={row.credit ? undefined : 'triennium-import__bad'}>
              <td>{row.line}</td>
              <td>
                <strong>{row.cells.title || '—'}</strong>
                <br />
                {[row.cells.provider, row.cells.eventCode, row.credit?.kind ? KIND_LABELS[row.credit.kind] : row.cells.kind].filter(Boolean).join(' · ')}
              </td>
              <td>{row.cells.date}</td>
              <td>{row.credit ? formatCredits(row.credit.credits) : row.cells.credits}</td>
              <td>
                {row.credit ? (
                  'Da importare'
                ) : (
                  <ul className="triennium-import__errors">
                    {row.errors.map((error) => (
                      <li key={error}>{error}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
