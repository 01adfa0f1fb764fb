import { NewKey } from './NewKey';
import { ScopesField } from './ScopesField';
import { useNewKeyForm } from './useNewKeyForm';

type NewKeyFormProps = {
  /** The panel's id prefix (useId) for the form's controls. */
  ids: string;
  rootFields: string[] | null;
  fieldsError: string | null;
  onCreated: () => Promise<void>;
};

/** 'Nuova chiave': partner, scopes, budget per minute and an optional expiry; the created key is shown once under the form. */
export function NewKeyForm({ ids, rootFields, fieldsError, onCreated }: NewKeyFormProps) {
  const form = useNewKeyForm(onCreated);
  return (
    <>
      <h2>Nuova chiave</h2>
      <form onSubmit={(e) => void form.create(e)} noValidate aria-describedby={form.formErrors.length ? `${ids}-errors` : undefined}>
        {form.formErrors.length > 0 && (
          <ul id={`${ids}-errors`} role="alert" className="explorer-keys__errors">
            {form.formErrors.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        <div className="explorer-keys__field">
          <label htmlFor={`${ids}-partner`}>Partner</label>
          <input id={`${ids}-partner`} value={form.partner} onChange={(e) => form.setPartner(e.target.value)} autoComplete="off" required aria-describedby={`${ids}-partner-hint`} />
          <span id={`${ids}-partner-hint`} className="explorer-keys__hint">
            Lettere, cifre, &quot;.&quot;, &quot;_&quot; o &quot;-&quot;, al massimo 64 caratteri.
          </span>
        </div>
        <ScopesField ids={ids} rootFields={rootFields} fieldsError={fieldsError} scopes={form.scopes} onToggle={form.toggle} />
        <div className="explorer-keys__field">
          <label htmlFor={`${ids}-budget`}>Budget di costo al minuto</label>
          <input id={`${ids}-budget`} type="number" inputMode="numeric" min={1} step={1} value={form.budget} onChange={(e) => form.setBudget(e.target.value)} required />
        </div>
        <div className="explorer-keys__field">
          <label htmlFor={`${ids}-expiry`}>Scadenza (facoltativa)</label>
          <input id={`${ids}-expiry`} type="date" value={form.expiry} onChange={(e) => form.setExpiry(e.target.value)} aria-describedby={`${ids}-expiry-hint`} />
          <span id={`${ids}-expiry-hint`} className="explorer-keys__hint">
            La chiave è accettata fino alla fine del giorno scelto; vuota, non scade.
          </span>
        </div>
        <button type="submit" className="graphiql-button" disabled={form.busy}>
          Crea la chiave
        </button>
      </form>
      {form.created && <NewKey partner={form.created.partner} keyValue={form.created.key} onDone={form.dismissCreated} />}
    </>
  );
}
