import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:graphql-document/';
const RESOLVED = '\0graphql-document:';
/** A `graphql(\`...\`)` call of the client preset: a template literal without substitutions. */
const CALL = /\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*\)/g;

/**
 * Production builds: each `graphql(\`...\`)` call becomes an import of its own document, a module of
 * its own, so a route's chunk carries only the documents it uses.
 *
 * The codegen client preset's `graphql()` looks the source up in a map of every document of the app
 * (src/gql/gql.ts) and returns the document from src/gql/graphql.ts. Its documented optimizer
 * (`babelOptimizerPlugin`) rewrites the calls into imports from src/gql/graphql.ts, which drops the
 * map but not the documents: the bundler places a module in one chunk, so all of graphql.ts still
 * loads with the first page. Here the lookup is the same as `graphql()`'s at run time (the exact
 * source text, from gql.ts's map), and each document is served from graphql.ts as its own module,
 * `__meta__.hash` included (persisted documents).
 */
export function graphqlDocumentModules({ gqlDir }: { gqlDir: string }): Plugin {
  let exportOf: Map<string, string> | null = null;
  let documentOf: Map<string, string> | null = null;
  const load = () => {
    if (exportOf && documentOf) return { exportOf, documentOf };
    exportOf = new Map();
    const gql = readFileSync(path.join(gqlDir, 'gql.ts'), 'utf8');
    const map = gql.slice(gql.indexOf('const documents: Documents = {'));
    for (const match of map.slice(0, map.indexOf('\n};')).matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
      exportOf.set(JSON.parse(match[1]!) as string, match[2]!);
    }
    documentOf = new Map();
    for (const match of readFileSync(path.join(gqlDir, 'graphql.ts'), 'utf8').matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)) {
      documentOf.set(match[1]!, match[2]!);
    }
    if (exportOf.size === 0 || documentOf.size === 0) throw new Error(`graphql-document-modules: no documents found in ${gqlDir} (has codegen's output changed shape?)`);
    return { exportOf, documentOf };
  };
  return {
    name: 'graphql-document-modules',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      exportOf = documentOf = null;
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? RESOLVED + id.slice(VIRTUAL.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      const document = load().documentOf.get(name);
      if (!document) throw new Error(`graphql-document-modules: no document ${name} in ${gqlDir}/graphql.ts`);
      // JSON text, parsed at run time: a document is a large nested literal, which JSON.parse reads
      // faster than the JavaScript parser and the literal's evaluation.
      return { code: `export const ${name} = /* @__PURE__ */ JSON.parse(${JSON.stringify(document)});\n`, moduleSideEffects: false };
    },
    transform: {
      filter: { id: { include: /\.[cm]?[jt]sx?$/, exclude: /[\\/](node_modules|gql)[\\/]/ }, code: /\bgraphql\(\s*`/ },
      handler(code, id) {
        const { exportOf } = load();
        const imports = new Set<string>();
        const out = code.replace(CALL, (call, source: string) => {
          const name = exportOf.get(source);
          if (!name) this.error(`graphql-document-modules: ${id}: a graphql() source unknown to src/gql/gql.ts; run \`npm run codegen\``);
          imports.add(name);
          // The call's line breaks stay, so every later line keeps its number.
          return `__graphqlDocument_${name}${'\n'.repeat(call.split('\n').length - 1)}`;
        });
        if (/\bgraphql\(\s*`/.test(out)) this.error(`graphql-document-modules: ${id}: a graphql() call this plugin cannot read (substitutions or escapes in its template)`);
        if (!imports.size) return null;
        const header = [...imports].map((name) => `import { ${name} as __graphqlDocument_${name} } from '${VIRTUAL}${name}';`).join(' ');
        // The imports go on the first line: lines keep their numbers, so the source maps stay usable.
        return { code: `${header}${out}`, map: null };
      },
    },
  };
}
