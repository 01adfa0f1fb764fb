import { runSubgraph } from '@club/subgraph-kit';
import { loadCommerceEnv } from './env';
import { startCommerceSubgraph } from './server';

await runSubgraph('commerce', loadCommerceEnv(), startCommerceSubgraph);
