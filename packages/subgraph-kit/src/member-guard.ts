import { isSignedInMember } from '@club/policy';
import { forbidden } from './errors';
import type { SignedViewer } from './viewer-header';

/** A viewer who is a signed-in member: a subscription type other than SUSPECT, an id and an upstream token. */
export type MemberViewer = SignedViewer & { userId: string; upstreamToken: string };

/** The one "signed in?" check of the subgraphs (policy's isSignedInMember, as a type guard). */
export function isMember(viewer: SignedViewer): viewer is MemberViewer {
  return isSignedInMember(viewer);
}

/**
 * The viewer as a signed-in member, or `UNAUTHENTICATED` / `reason: LOGIN_REQUIRED` with the
 * section's own message (the web then offers the login).
 */
export function requireMember(viewer: SignedViewer, message: string): MemberViewer {
  if (!isMember(viewer)) throw forbidden(message, 'LOGIN_REQUIRED');
  return viewer;
}
