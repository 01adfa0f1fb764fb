// @vitest-environment jsdom
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage } from '../../lib/test-graphql';
import { RewardsTeaser } from './RewardsTeaser';

/**
 * The stylesheets a module brings with it, as the bundler sees them: its own `import './x.css'` and
 * those of the local modules it imports, followed through. The home imports the teaser, so these are
 * the styles the home's chunk carries; loyalty.css, imported by the lazy programme pages only, is not.
 */
function stylesheetsOf(entry: string, seen = new Set<string>()): string[] {
  if (seen.has(entry)) return [];
  seen.add(entry);
  const source = readFileSync(entry, 'utf8');
  const sheets: string[] = [];
  for (const [, spec] of source.matchAll(/^import\s+(?:[^'"]*?\s+from\s+)?'(\.[^']+)';/gm)) {
    const target = resolve(dirname(entry), spec);
    if (spec.endsWith('.css')) sheets.push(target);
    else {
      const file = ['.tsx', '.ts', '/index.ts', '/index.tsx'].map((ext) => target + ext).find((f) => existsSync(f));
      if (file) sheets.push(...stylesheetsOf(file, seen));
    }
  }
  return sheets;
}

const classesDefinedIn = (sheets: string[]) => new Set(sheets.flatMap((sheet) => [...readFileSync(sheet, 'utf8').matchAll(/\.([a-zA-Z][\w-]*)/g)].map((m) => m[1])));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the rewards teaser carries its own styles (the home shows it without visiting the programme page)', () => {
  it('every class of the home teaser is styled by a stylesheet the teaser imports, not by the lazy page chunk', async () => {
    const sheets = stylesheetsOf(join(__dirname, 'RewardsTeaser.tsx'));
    expect(sheets).not.toContain(join(__dirname, 'loyalty.css'));
    const { container } = renderPage(<RewardsTeaser layout="home" />, {
      path: '/',
      url: '/',
      wrapper: ToastProvider,
      handlers: {
        RewardsTeaser: () => ({ data: { rewards: [{ __typename: 'Reward', id: 'r1', title: 'Premio', category: 'Casa', points: 100, imageUrl: '/p.jpg' }] } }),
      },
    });
    await waitFor(() => expect(container.querySelector('.reward-card__title')).not.toBeNull());
    // The loyalty feature's own classes (reward…, rewards-teaser…); shared ones like .btn come with the app shell.
    const rendered = new Set([...container.querySelectorAll('[class]')].flatMap((el) => [...el.classList]).filter((c) => c.startsWith('reward')));
    expect([...rendered]).toEqual(expect.arrayContaining(['rewards-teaser', 'rewards-teaser--home', 'reward-grid', 'reward-card']));
    const defined = classesDefinedIn(sheets);
    expect([...rendered].filter((c) => !defined.has(c))).toEqual([]);
  });
});
