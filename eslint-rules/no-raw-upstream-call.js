/**
 * One way to call the upstream (docs/architecture.md 'One way to call the upstream'): server code
 * calls an upstream route through the subgraph kit's data source (`ClubDataSource.call`, `callOnce`,
 * `callAsVisitor`, `callOrNone`, `callExpecting`, `callFile`: the route's contract, its URL, its
 * checks, its span and metrics) or, in the gateway, through gateway/src/upstream (`upstreamFetch`).
 * Anywhere else this reports what would go around them: the global `fetch` (also as
 * `globalThis.fetch`), and a data source's own raw calls, `this.fetch(…)`, `super.fetch(…)` and the
 * RESTDataSource verbs `this.get/post/put/patch/delete/head(…)` and `this.send(…)`. eslint.config.js
 * says where it applies and which modules are allowed.
 */
const RAW_METHODS = new Set(['fetch', 'send', 'get', 'post', 'put', 'patch', 'delete', 'head']);

const MESSAGE =
  "Call the upstream through the kit's data source (ClubDataSource.call and its kin, packages/subgraph-kit/src/datasource.ts) or, in the gateway, gateway/src/upstream (upstreamFetch): not {{what}} (docs/architecture.md 'One way to call the upstream').";

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids raw upstream calls outside the modules that own them.' },
    schema: [],
    messages: { raw: MESSAGE },
  },
  create(context) {
    return {
      'Program:exit'(node) {
        // `fetch` as the global: a reference no declaration of the file resolves, or one resolved to
        // the global variable (typescript-eslint declares the lib's globals in the global scope).
        const globalScope = context.sourceCode.getScope(node);
        const references = [...globalScope.through, ...(globalScope.set.get('fetch')?.references ?? [])];
        for (const reference of new Set(references)) {
          if (reference.identifier.name === 'fetch') context.report({ node: reference.identifier, messageId: 'raw', data: { what: 'the global fetch' } });
        }
      },
      MemberExpression(node) {
        if (node.object.type === 'Identifier' && node.object.name === 'globalThis' && !node.computed && node.property.type === 'Identifier' && node.property.name === 'fetch') {
          context.report({ node, messageId: 'raw', data: { what: 'globalThis.fetch' } });
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        const name = callee.property.name;
        if (callee.object.type === 'Super' && name === 'fetch') context.report({ node, messageId: 'raw', data: { what: 'super.fetch' } });
        else if (callee.object.type === 'ThisExpression' && RAW_METHODS.has(name)) context.report({ node, messageId: 'raw', data: { what: `this.${name}` } });
      },
    };
  },
};
