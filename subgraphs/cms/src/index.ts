import { loadCmsEnv } from './env';
import { startCmsSubgraph } from './server';

const env = loadCmsEnv();
const subgraph = await startCmsSubgraph({
  host: env.HOST,
  port: env.PORT,
  upstreamUrl: env.UPSTREAM_URL,
  signingSecret: env.VIEWER_SIGNING_SECRET,
  timeoutMs: env.UPSTREAM_TIMEOUT_MS,
});
console.log(`cms subgraph ready at ${subgraph.url}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void subgraph.close().then(() => process.exit(0));
  });
}
