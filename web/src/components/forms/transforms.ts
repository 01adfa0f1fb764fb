/** Transforms for `TextInputField`'s `transform`: applied to what the member types, as it is typed. */

/** Spec 1 §5: usernames and e-mails are lower-cased. */
export function lowerCase(value: string): string {
  return value.toLowerCase();
}

/** Spec 1 §5 / spec 2 §5: fiscal codes are upper-cased. */
export function upperCase(value: string): string {
  return value.toUpperCase();
}
