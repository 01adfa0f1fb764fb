import { loadCommerceEnv } from './env';
import { startCommerceSubgraph } from './server';

const env = loadCommerceEnv();
const subgraph = await startCommerceSubgraph({
  host: env.HOST,
  port: env.PORT,
  upstreamUrl: env.UPSTREAM_URL,
  signingSecret: env.VIEWER_SIGNING_SECRET,
  timeoutMs: env.UPSTREAM_TIMEOUT_MS,
});
console.log(`commerce subgraph: listening on ${subgraph.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await subgraph.close();
    process.exit(0);
  });
}
