/** The explorer's address of the "Tracce" panel, filtered by one operation: what the operations view links to. */
export const TRACES_HASH = '#/tracce';

/** `#/tracce?operazione=NAME` (`#/tracce` for every operation). */
export function tracesHash(operation?: string | null): string {
  return operation ? `${TRACES_HASH}?operazione=${encodeURIComponent(operation)}` : TRACES_HASH;
}

/** The operation a traces address names (null: every operation), or undefined when the address is not the traces panel's. */
export function tracesRouteOf(hash: string): { operation: string | null } | undefined {
  if (hash !== TRACES_HASH && !hash.startsWith(`${TRACES_HASH}?`)) return undefined;
  const query = new URLSearchParams(hash.slice(TRACES_HASH.length + 1));
  return { operation: query.get('operazione') || null };
}
