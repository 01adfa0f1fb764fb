import { describe, expect, it } from 'vitest';
import { helperProcessArgs } from './helper-process';

describe('the node arguments of a helper process', () => {
  it('run the compiled helper beside a compiled caller (a bundle or chunk in dist/), with plain Node', () => {
    expect(helperProcessArgs('file:///srv/portal/gateway/dist/chunk-AB12CD34.js', 'prepare-folder')).toEqual(['/srv/portal/gateway/dist/prepare-folder.js']);
    expect(helperProcessArgs('file:///srv/portal/upstream/dist/main.js', 'prepare-data-dir')).toEqual(['/srv/portal/upstream/dist/prepare-data-dir.js']);
  });

  it('run the TypeScript helper beside a source caller through tsx (tests, development)', () => {
    expect(helperProcessArgs('file:///work/portal/gateway/src/keys/db.ts', 'prepare-folder')).toEqual(['--import', 'tsx', '/work/portal/gateway/src/keys/prepare-folder.ts']);
  });

  it('take the caller from its path only (a query or a hash on the URL changes nothing)', () => {
    expect(helperProcessArgs('file:///work/portal/upstream/src/prepare-apart.ts?t=1', 'prepare-data-dir')).toEqual(['--import', 'tsx', '/work/portal/upstream/src/prepare-data-dir.ts']);
  });

  it('decode the path (a folder with a space)', () => {
    expect(helperProcessArgs('file:///srv/my%20portal/gateway/dist/index.js', 'prepare-folder')).toEqual(['/srv/my portal/gateway/dist/prepare-folder.js']);
  });
});
