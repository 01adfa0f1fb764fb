import { runSubgraph } from '@club/subgraph-kit';
import { cmsSubgraph } from './server';

await runSubgraph(cmsSubgraph);
