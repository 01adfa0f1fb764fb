/**
 * Hydrating a page the server rendered (main.tsx starts it, App finishes it after the first commit).
 *
 * A visitor can type into a server-rendered form before the script arrives. React keeps the typed
 * text in the field while hydrating, but the component's state does not know it, so the next render
 * empties the field and the form's button stays disabled. What was typed is read just before
 * hydrating and replayed once hydrated, as the visitor's own input, so nothing typed is lost.
 */
let hydrating = false;
let typedBeforeHydration: TypedValue[] = [];

type TypedValue =
  | { element: HTMLInputElement | HTMLTextAreaElement; value: string }
  | { element: HTMLInputElement; checked: boolean }
  | { element: HTMLSelectElement; value: string };

export function startHydrating(root: HTMLElement): void {
  hydrating = true;
  typedBeforeHydration = readTypedValues(root);
}

/** Ends hydration, replays what was typed before it, and says whether the page was hydrated. */
export function finishHydrating(): boolean {
  const was = hydrating;
  hydrating = false;
  for (const typed of typedBeforeHydration) replay(typed);
  typedBeforeHydration = [];
  return was;
}

export function isHydrating(): boolean {
  return hydrating;
}

/** The fields whose value differs from what the server rendered. */
export function readTypedValues(root: HTMLElement): TypedValue[] {
  const typed: TypedValue[] = [];
  for (const element of root.querySelectorAll('input, textarea, select')) {
    if (element instanceof HTMLSelectElement) {
      if ([...element.options].some((option) => option.selected !== option.defaultSelected)) typed.push({ element, value: element.value });
    } else if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      if (element.checked !== element.defaultChecked) typed.push({ element, checked: element.checked });
    } else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      if (element.type !== 'file' && element.value !== element.defaultValue) typed.push({ element, value: element.value });
    }
  }
  return typed;
}

function replay(typed: TypedValue): void {
  if (!typed.element.isConnected || typed.element.disabled) return;
  if ('checked' in typed) {
    // React hears a checkbox or radio change as a click: leave it the other way, then click it.
    typed.element.checked = !typed.checked;
    typed.element.click();
    return;
  }
  const { element } = typed;
  if (element instanceof HTMLSelectElement) {
    element.value = typed.value;
    element.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  // React ignores an input event whose value equals the last one it recorded on the element, and it
  // recorded the typed text while hydrating. Setting the value through the element records another
  // one; setting it through the prototype's setter changes only the field, so the event is a change.
  element.value = typed.value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set?.call(element, typed.value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}
