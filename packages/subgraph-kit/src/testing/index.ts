// `@club/subgraph-kit/testing`: what tests of a subgraph, a data source or the gateway share.
export * from './subgraph-calls';
export * from './fake-fetchers';
export * from './shared-reads-kept';
