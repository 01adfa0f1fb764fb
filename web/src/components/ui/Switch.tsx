import type { ReactNode, Ref } from 'react';
import './Switch.css';

export type SwitchProps = {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  required?: boolean;
  /** Marks the switch invalid (a form's message about it is shown). */
  invalid?: boolean;
  /** The id of the text that describes the switch, e.g. its validation message. */
  describedBy?: string;
  ref?: Ref<HTMLButtonElement>;
};

/** An on/off switch: a button with role="switch" so Space/Enter toggle it and aria-checked is announced. */
export function Switch({ id, label, checked, onChange, required, invalid, describedBy, ref }: SwitchProps) {
  const labelId = `${id}-label`;
  return (
    <div className="switch">
      <button
        ref={ref}
        type="button"
        id={id}
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="switch__control"
        onClick={() => onChange(!checked)}
      >
        <span className="switch__thumb" aria-hidden="true" />
      </button>
      <span className="switch__text">
        <label className="switch__label" id={labelId} htmlFor={id}>
          {label}
        </label>
        {/* Outside the label so the accessible name is the label alone; aria-required says it. */}
        {required ? (
          <span className="switch__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </span>
    </div>
  );
}
