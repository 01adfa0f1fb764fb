import { useId, useState, type FormEvent } from 'react';
import { isSearchable } from '@club/validation/searchable';
import { Button } from '../ui/Button';
import '../ui/form-field.css';
import './listing-filters.css';

type ListingTextSearchProps = {
  label: string;
  placeholder: string;
  /** The text the listing applies now (from the URL). Key the component by it so back/forward refills the field. */
  applied: string;
  onApply(text: string): void;
  /**
   * 'from-two-characters': the button appears only once the text can be searched (spec 2 §2, the
   * catalogue) and only such text submits. 'always': the button is always there and submitting a
   * blank field removes the text filter.
   */
  searchButton: 'from-two-characters' | 'always';
  /** A line under the field, tied to it by aria-describedby. */
  hint?: string;
};

/**
 * The free-text filter of a listing's filter bar (spec 2 §5: text is used from 2 characters). It
 * applies on submit; emptying the field removes the text filter at once.
 */
export function ListingTextSearch({ label, placeholder, applied, onApply, searchButton, hint }: ListingTextSearchProps) {
  const [text, setText] = useState(applied);
  const inputId = useId();
  const hintId = useId();
  const searchable = isSearchable(text);
  const buttonShown = searchButton === 'always' || searchable;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (searchable || (searchButton === 'always' && text.trim() === '')) onApply(text);
  }

  return (
    <form role="search" className="form-field listing-search" onSubmit={handleSubmit}>
      <label htmlFor={inputId} className="form-field__label">
        {label}
      </label>
      <div className="listing-search__row">
        <input
          id={inputId}
          type="search"
          className="form-field__control listing-search__input"
          value={text}
          placeholder={placeholder}
          aria-describedby={hint ? hintId : undefined}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value === '' && applied) onApply('');
          }}
        />
        {buttonShown ? <Button type="submit">Cerca</Button> : null}
      </div>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
    </form>
  );
}
