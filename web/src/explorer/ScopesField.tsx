import { ALL_SCOPES } from '@club/wire';
import { useState } from 'react';

type ScopesFieldProps = { ids: string; rootFields: string[] | null; fieldsError: string | null; scopes: string[]; onToggle(scope: string, on: boolean): void };

/** The key's scopes: every field (*), or root fields of the schema picked from a filterable list. */
export function ScopesField({ ids, rootFields, fieldsError, scopes, onToggle }: ScopesFieldProps) {
  const [filter, setFilter] = useState('');
  const allScopes = scopes.includes(ALL_SCOPES);
  const shownFields = (rootFields ?? []).filter((f) => f.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <fieldset className="explorer-keys__scopes">
      <legend>Ambiti (campi radice che la chiave può usare)</legend>
      <label className="explorer-keys__check">
        <input type="checkbox" checked={allScopes} onChange={(e) => onToggle(ALL_SCOPES, e.target.checked)} /> Tutti i campi (*)
      </label>
      {fieldsError && <p role="alert">{fieldsError}</p>}
      {rootFields && !allScopes && (
        <>
          <label htmlFor={`${ids}-filter`}>Filtra i campi</label>
          <input id={`${ids}-filter`} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} autoComplete="off" />
          <div className="explorer-keys__fields" role="group" aria-label="Campi radice">
            {shownFields.map((field) => (
              <label key={field} className="explorer-keys__check">
                <input type="checkbox" checked={scopes.includes(field)} onChange={(e) => onToggle(field, e.target.checked)} /> {field}
              </label>
            ))}
          </div>
        </>
      )}
      <p className="explorer-keys__hint" aria-live="polite">
        {allScopes ? 'La chiave potrà usare tutti i campi.' : scopes.length ? `Scelti: ${scopes.join(', ')}` : 'Nessun ambito scelto.'}
      </p>
    </fieldset>
  );
}
