import { runSubgraph } from '@club/subgraph-kit';
import { loadFadEnv } from './env';
import { startFadSubgraph } from './server';

await runSubgraph('fad', loadFadEnv(), startFadSubgraph);
