import { describe, expect, it } from 'vitest';
import { nextMobileHeaderState } from './mobileHeaderState';

describe('mobile header states (spec 1 §4: 1 closed, 2 menu, 3 search)', () => {
  it('opens the menu from closed and closes it with the same button', () => {
    expect(nextMobileHeaderState('closed', 'toggleMenu')).toBe('menu');
    expect(nextMobileHeaderState('menu', 'toggleMenu')).toBe('closed');
  });

  it('opens search from closed and closes it with the same button', () => {
    expect(nextMobileHeaderState('closed', 'toggleSearch')).toBe('search');
    expect(nextMobileHeaderState('search', 'toggleSearch')).toBe('closed');
  });

  it('menu and search exclude each other', () => {
    expect(nextMobileHeaderState('menu', 'toggleSearch')).toBe('search');
    expect(nextMobileHeaderState('search', 'toggleMenu')).toBe('menu');
  });

  it('close always returns to the closed state', () => {
    for (const state of ['closed', 'menu', 'search'] as const) expect(nextMobileHeaderState(state, 'close')).toBe('closed');
  });
});
