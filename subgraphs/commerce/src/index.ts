import { runSubgraph } from '@club/subgraph-kit';
import { commerceSubgraph } from './server';

await runSubgraph(commerceSubgraph);
