/**
 * Whether the app is hydrating a page the server rendered (main.tsx sets it, App clears it after the
 * first commit). While it is, state that the server cannot know starts as the server rendered it:
 * a lazy section is in view (its content is in the HTML), so the first render matches the markup.
 */
let hydrating = false;

export function setHydrating(value: boolean): void {
  hydrating = value;
}

export function isHydrating(): boolean {
  return hydrating;
}
