import { runSubgraph } from '@club/subgraph-kit';
import { fadSubgraph } from './server';

await runSubgraph(fadSubgraph);
