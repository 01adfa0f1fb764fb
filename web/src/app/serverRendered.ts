/**
 * The pages the gateway renders on the server for visitors (entry-server.tsx): every page of the
 * portal but the members' own (the profile area and its useful links, the cart, the trial activation
 * and the login's second step), which a visitor is only sent away from: a visitor gets them as the
 * shell. A signed-in member gets every page rendered, these included.
 */
export const CLIENT_RENDERED_PREFIXES = ['/profilo', '/link', '/carrello', '/attivazione-trial', '/verify-login'] as const;

export function isServerRendered(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return !CLIENT_RENDERED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
