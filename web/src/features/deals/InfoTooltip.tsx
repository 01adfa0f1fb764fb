import { useId, useState } from 'react';

/**
 * An accessible tooltip: a button (keyboard, touch) that shows the text on hover, on focus and on
 * press, describes itself with it, and hides it with Escape (WCAG 1.4.13).
 */
export function InfoTooltip({ label, text }: { label: string; text: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span className="info-tooltip" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className="info-tooltip__button"
        aria-label={`Maggiori informazioni: ${label}`}
        aria-describedby={id}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
      >
        <span aria-hidden="true">i</span>
      </button>
      <span id={id} role="tooltip" className="info-tooltip__text" hidden={!open}>
        {text}
      </span>
    </span>
  );
}
