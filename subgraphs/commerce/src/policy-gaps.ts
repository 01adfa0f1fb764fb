/**
 * Permission rules the commerce subgraph needs that @club/policy does not have yet. Pure functions,
 * to be moved into packages/policy by the lead.
 */

/** Who is asking about a member's own account data (plan, cart, invoices, payment methods). */
export type AccountDataAccess = 'SELF' | 'VISITOR' | 'OTHER';

/**
 * Account data is readable only by the member it belongs to. A visitor has no account, so for them
 * the data is simply absent; anyone else (another member, a partner application) is refused.
 */
export function accountDataAccess(viewer: { userId: string | null }, ownerId: string): AccountDataAccess {
  if (!viewer.userId) return 'VISITOR';
  return viewer.userId === ownerId ? 'SELF' : 'OTHER';
}
