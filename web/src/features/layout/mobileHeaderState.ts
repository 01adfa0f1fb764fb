/**
 * Spec 1 §4 'Mobile header': three states, 1 closed, 2 menu, 3 search. Menu and search
 * exclude each other; the same button closes what it opened.
 */
export type MobileHeaderState = 'closed' | 'menu' | 'search';
export type MobileHeaderEvent = 'toggleMenu' | 'toggleSearch' | 'close';

export function nextMobileHeaderState(state: MobileHeaderState, event: MobileHeaderEvent): MobileHeaderState {
  switch (event) {
    case 'toggleMenu':
      return state === 'menu' ? 'closed' : 'menu';
    case 'toggleSearch':
      return state === 'search' ? 'closed' : 'search';
    case 'close':
      return 'closed';
  }
}
