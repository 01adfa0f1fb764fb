/**
 * `compute` remembered per parsed document (or per node of one). Apollo hands every request of the
 * same text the same parsed document (its document cache) and never changes it, so a result that
 * depends on the document alone is computed once per document, not once per request.
 */
export function oncePerDocument<Node extends object, Result>(compute: (node: Node) => Result): (node: Node) => Result {
  const known = new WeakMap<Node, Result>();
  return (node) => {
    if (known.has(node)) return known.get(node) as Result;
    const result = compute(node);
    known.set(node, result);
    return result;
  };
}
