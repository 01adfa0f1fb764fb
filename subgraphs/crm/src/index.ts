import { loadCrmEnv } from './env';
import { startCrmSubgraph } from './server';

const env = loadCrmEnv();
const subgraph = await startCrmSubgraph({
  host: env.HOST,
  port: env.PORT,
  upstreamUrl: env.UPSTREAM_URL,
  signingSecret: env.VIEWER_SIGNING_SECRET,
  timeoutMs: env.UPSTREAM_TIMEOUT_MS,
});
console.log(`crm subgraph ready at ${subgraph.url}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void subgraph.close().then(() => process.exit(0));
  });
}
