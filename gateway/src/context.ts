import type { LoadedViewer } from './viewer/claims';

/** Per-request state of the gateway. */
export interface GatewayContext {
  viewer: LoadedViewer;
  /** Upstream bearer token from the session cookie, null for visitors and partners. */
  upstreamToken: string | null;
  /** Partner id when the request carries a valid API key. */
  partnerId: string | null;
  /** Session changes requested by subgraphs during this request. */
  session: { set?: string; clear?: boolean };
}
