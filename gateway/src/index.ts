import { loadEnv } from './env';
import { startGateway } from './server';

process.env.APOLLO_TELEMETRY_DISABLED = 'true';
const env = loadEnv();
const gateway = await startGateway(env);
console.log(`gateway: listening on ${gateway.url} (API at /graphql)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await gateway.close();
    process.exit(0);
  });
}
