/**
 * Kubernetes manifests checked field by field against the API's own types, the way `kubectl apply
 * --validate=strict` would against a cluster: kubernetes-models validates values but lets unknown
 * fields through (a misspelt `imagePullPolcy` is silently ignored by an API server in its default
 * mode). Each document is written as a TypeScript constant of its kubernetes-models interface, and
 * the compiler reports every property the type does not have, at any depth, and every value of the
 * wrong type.
 */
import path from 'node:path';
import ts from 'typescript';

/** The kubernetes-models interface of each kind the manifests use. */
const TYPES: Record<string, { module: string; type: string }> = {
  'v1/ConfigMap': { module: 'kubernetes-models/v1/ConfigMap', type: 'IConfigMap' },
  'v1/Service': { module: 'kubernetes-models/v1/Service', type: 'IService' },
  'apps/v1/Deployment': { module: 'kubernetes-models/apps/v1/Deployment', type: 'IDeployment' },
  'autoscaling/v2/HorizontalPodAutoscaler': { module: 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler', type: 'IHorizontalPodAutoscaler' },
  'policy/v1/PodDisruptionBudget': { module: 'kubernetes-models/policy/v1/PodDisruptionBudget', type: 'IPodDisruptionBudget' },
  'networking.k8s.io/v1/NetworkPolicy': { module: 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy', type: 'INetworkPolicy' },
};

export interface NamedDoc {
  /** How a problem names the document, e.g. `gateway.yaml: Deployment/gateway`. */
  label: string;
  doc: { apiVersion?: string; kind?: string };
}

/** Every field or value of the documents that the Kubernetes API's types refuse, as `label: message`. */
export function strictProblems(docs: NamedDoc[], root: string): string[] {
  const problems: string[] = [];
  const used = new Map<string, string>();
  const lines: string[] = [];
  const owners: { fromLine: number; label: string }[] = [];
  docs.forEach(({ label, doc }, i) => {
    const type = TYPES[`${doc.apiVersion}/${doc.kind}`];
    if (!type) {
      problems.push(`${label}: no type for ${doc.apiVersion} ${doc.kind} (add it to deploy/k8s-strict.ts)`);
      return;
    }
    used.set(type.type, type.module);
    owners.push({ fromLine: lines.length, label });
    lines.push(...`export const doc${i}: ${type.type} = ${JSON.stringify(doc, null, 2)};`.split('\n'));
  });
  const header = [...used].map(([type, module]) => `import type { ${type} } from '${module}';`);
  const fileName = path.join(root, 'deploy', '__k8s_strict__.ts');
  const text = [...header, ...lines].join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) => (name === fileName ? ts.createSourceFile(name, text, language) : getSourceFile(name, language, ...rest));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === fileName || fileExists(name);
  const program = ts.createProgram([fileName], options, host);
  for (const d of ts.getPreEmitDiagnostics(program, program.getSourceFile(fileName))) {
    const message = ts.flattenDiagnosticMessageText(d.messageText, ' ');
    if (d.file?.fileName !== fileName || d.start === undefined) {
      problems.push(message);
      continue;
    }
    const line = d.file.getLineAndCharacterOfPosition(d.start).line - header.length;
    const owner = [...owners].reverse().find((o) => o.fromLine <= line);
    problems.push(`${owner?.label ?? 'manifests'}: ${message}`);
  }
  return problems;
}
