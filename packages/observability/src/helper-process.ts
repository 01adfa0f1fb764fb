import { fileURLToPath } from 'node:url';

/**
 * The Node arguments that run one of a service's helper scripts in a child process (a first start's
 * preparation whose memory must end with it: the upstream's prepare-data-dir, the gateway's
 * prepare-folder), given the caller's `import.meta.url` and the helper's base name:
 * `spawn(process.execPath, [...helperProcessArgs(import.meta.url, 'prepare-folder'), dataDir])`.
 *
 * A compiled service (the caller is a `.js` file: a bundle or chunk in `<workspace>/dist/`, where
 * scripts/build-services.mjs writes every helper beside the service's entry) runs `<name>.js` from
 * that folder with plain Node. Sources (tests, development) run the `<name>.ts` beside the caller
 * through tsx, as the caller itself runs.
 */
export function helperProcessArgs(callerUrl: string, name: string): string[] {
  if (new URL(callerUrl).pathname.endsWith('.js')) return [fileURLToPath(new URL(`./${name}.js`, callerUrl))];
  return ['--import', 'tsx', fileURLToPath(new URL(`./${name}.ts`, callerUrl))];
}
