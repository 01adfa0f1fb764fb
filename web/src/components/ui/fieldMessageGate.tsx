import { createContext, useContext, type ReactNode } from 'react';

/**
 * A group of fields that speak only when spoken to: inside it a field shows its message once the
 * member has left it, or once the form is submitted after the group appeared (`submitsSeen`: the
 * form's submit count then). A row just added to a list (the professional card's titles,
 * experiences…) says nothing before it is touched, even when the form re-validates the whole list.
 * Inside it, the message's line is also always there, empty until needed, so a message appearing or
 * going does not move the fields and buttons under the pointer.
 */
const Gate = createContext<{ submitsSeen: number } | null>(null);

export function FieldMessageGate({ submitsSeen, children }: { submitsSeen: number; children: ReactNode }) {
  return <Gate.Provider value={{ submitsSeen }}>{children}</Gate.Provider>;
}

/** The message a field shows: all of them outside a gate; inside, only once touched or submitted since. */
export function useGatedMessage(message: string | undefined, isTouched: boolean, submitCount: number): string | undefined {
  const gate = useContext(Gate);
  if (!gate || message === undefined) return message;
  return isTouched || submitCount > gate.submitsSeen ? message : undefined;
}

/** Whether a field's message line keeps its room while empty (inside a gate). */
export function useReservedMessageLine(): boolean {
  return useContext(Gate) !== null;
}
