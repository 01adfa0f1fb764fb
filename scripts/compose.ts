/**
 * `npm run compose`: composes the four subgraph schemas into `supergraph.graphql` (what the gateway
 * loads; no runtime introspection) and writes the public API schema `api-schema.graphql` (what the
 * web client's codegen and partner tooling read). `--check` fails when either committed file is stale.
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { composeServices } from '@apollo/composition';
import { Supergraph } from '@apollo/federation-internals';
import { parse, printSchema, lexicographicSortSchema } from 'graphql';

export const SUBGRAPHS = [
  { name: 'crm', port: 4001 },
  { name: 'fad', port: 4002 },
  { name: 'cms', port: 4003 },
  { name: 'commerce', port: 4004 },
] as const;

export function composeSupergraph(): { supergraph: string; apiSchema: string } {
  const result = composeServices(
    SUBGRAPHS.map(({ name, port }) => ({
      name,
      url: `http://127.0.0.1:${port}/graphql`,
      typeDefs: parse(readFileSync(`subgraphs/${name}/schema.graphql`, 'utf8')),
    })),
  );
  if (result.errors) {
    for (const e of result.errors) console.error(`composition: ${e.message}`);
    process.exit(1);
  }
  const supergraph = result.supergraphSdl;
  const api = Supergraph.build(supergraph).apiSchema().toGraphQLJSSchema();
  return { supergraph, apiSchema: printSchema(lexicographicSortSchema(api)) + '\n' };
}

const check = process.argv.includes('--check');
const { supergraph, apiSchema } = composeSupergraph();
const outputs: [string, string][] = [
  ['supergraph.graphql', supergraph],
  ['api-schema.graphql', apiSchema],
];
let stale = false;
for (const [file, content] of outputs) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (current === content) continue;
  if (check) {
    console.error(`${file} is stale: run npm run compose`);
    stale = true;
  } else {
    writeFileSync(file, content);
    console.log(`wrote ${file}`);
  }
}
if (stale) process.exit(1);
