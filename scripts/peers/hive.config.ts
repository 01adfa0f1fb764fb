/**
 * Hive Gateway as a peer of ours in `npm run bench` (scripts/bench-peers.ts), started with
 * `hive-gateway supergraph <supergraph> --host 127.0.0.1 --port N -c scripts/peers/hive.config.ts`
 * under `node --import tsx` (this file and @club/subgraph-kit are TypeScript).
 * HIVE_PLANNER=rust swaps the JavaScript query planner for the Rust one (@graphql-hive/router-runtime).
 * Everything else is Hive's default, including its merging of identical in-flight subgraph requests.
 */
import { defineConfig } from '@graphql-hive/gateway';
import { unifiedGraphHandler } from '@graphql-hive/router-runtime';
import { signViewer, VIEWER_HEADER } from '@club/subgraph-kit';
import { BENCH_CLAIMS_HEADER, decodeClaims } from './claims-header';

const secret = process.env.VIEWER_SIGNING_SECRET;
if (!secret) throw new Error('VIEWER_SIGNING_SECRET is required: the subgraphs refuse unsigned requests');

export const gatewayConfig = defineConfig({
  // A fresh signature per subgraph request (it expires after 60 s), like our gateway's data sources.
  propagateHeaders: {
    fromClientToSubgraphs: ({ request }) => ({
      [VIEWER_HEADER]: signViewer({ ...decodeClaims(request.headers.get(BENCH_CLAIMS_HEADER)), partnerId: null, clientIp: null, idempotencyKey: null }, secret),
    }),
  },
  ...(process.env.HIVE_PLANNER === 'rust' ? { unifiedGraphHandler } : {}),
});
