import { useId, type ComponentPropsWithRef } from 'react';
import './form-field.css';

export type SelectOption = { value: string; label: string };

export type SelectProps = ComponentPropsWithRef<'select'> & {
  label: string;
  options: SelectOption[];
};

/** A labelled native select (native for keyboard and screen-reader behaviour for free). */
export function Select({ label, options, id, className, ...select }: SelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={['form-field', className].filter(Boolean).join(' ')}>
      <label className="form-field__label" htmlFor={selectId}>
        {label}
      </label>
      <select {...select} id={selectId} className="form-field__control form-field__control--select">
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
