import { useState } from 'react';

/**
 * The file input of the card's documents and picture: a chosen file is checked here with the
 * validation rule of its kind (the server checks again), refused with the rule's message, or read as
 * a data URL and handed over with its name.
 */
export function CardFileInput({
  id,
  accept,
  describedBy,
  problemOf,
  onFile,
}: {
  id: string;
  accept: readonly string[];
  /** Ids of the texts that describe the input besides its error (a hint). */
  describedBy?: string;
  problemOf: (name: string, type: string, size: number) => string | null;
  onFile: (dataUrl: string, fileName: string) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const described = [describedBy, problem ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <input
        id={id}
        type="file"
        accept={accept.join(',')}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          const refused = problemOf(file.name, file.type, file.size);
          setProblem(refused);
          if (refused) {
            event.target.value = '';
            return;
          }
          const reader = new FileReader();
          reader.onload = () => onFile(String(reader.result), file.name);
          reader.readAsDataURL(file);
        }}
      />
      {problem ? (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}
