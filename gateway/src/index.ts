import { setupTracing } from '@club/observability';
import { loadEnv } from './env';
import { startGateway } from './server';

process.env.APOLLO_TELEMETRY_DISABLED = 'true';
const env = loadEnv();
// With an OTLP endpoint configured, traces (docs/operations.md 'Following a slow request'); before the gateway starts, which checks it.
const tracing = await setupTracing({ service: 'gateway' });
const gateway = await startGateway(env);
console.log(`gateway: listening on ${gateway.url} (API at /graphql)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await gateway.close();
    await tracing.shutdown();
    process.exit(0);
  });
}
