import { useEffect, useId, useRef, useState } from 'react';

/** The new key (created or rotated), shown this once, with a copy button. */
export function NewKey({ partner, keyValue, onDone, heading, note }: { partner: string; keyValue: string; onDone: () => void; heading?: string; note?: string }) {
  const [copied, setCopied] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => headingRef.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(keyValue);
      setCopied('Chiave copiata negli appunti.');
    } catch {
      setCopied('Copia non riuscita: seleziona la chiave e copiala a mano.');
    }
  };
  return (
    <div className="explorer-keys__new" role="group" aria-labelledby={headingId}>
      <h3 id={headingId} tabIndex={-1} ref={headingRef}>
        {heading ?? `Nuova chiave per ${partner}`}
      </h3>
      <p>La chiave viene mostrata solo ora: copiala e consegnala al partner in modo sicuro.</p>
      {note && <p>{note}</p>}
      <code className="explorer-keys__secret" data-testid="explorer-new-key">
        {keyValue}
      </code>
      <div className="explorer-keys__actions">
        <button type="button" className="graphiql-button" onClick={() => void copy()}>
          Copia la chiave
        </button>
        <button type="button" className="graphiql-button" onClick={onDone}>
          Fatto, nascondi la chiave
        </button>
      </div>
      <p role="status">{copied}</p>
    </div>
  );
}
