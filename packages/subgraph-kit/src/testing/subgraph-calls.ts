import { createServer, type AddressInfo } from 'node:net';
import { ANONYMOUS_VIEWER, type ViewerClaims } from '@club/wire';
import { VIEWER_HEADER, signViewer } from '../viewer-header';

export const TEST_SIGNING_SECRET = 'test-viewer-signing-secret-0123456789';

/** Sends a GraphQL operation to a subgraph as the gateway would (signed viewer header). */
export async function callSubgraph<T = unknown>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  viewer: Partial<ViewerClaims> & { userId?: string | null; upstreamToken?: string | null; clientIp?: string | null } = {},
  secret = TEST_SIGNING_SECRET,
): Promise<{ status: number; body: { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }; headers: Headers }> {
  const header = signViewer({ ...ANONYMOUS_VIEWER, userId: null, upstreamToken: null, ...viewer }, secret);
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [VIEWER_HEADER]: header },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as never, headers: res.headers };
}

/** A loopback port nothing listens on (bound, then released): the address of an upstream that is down. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
