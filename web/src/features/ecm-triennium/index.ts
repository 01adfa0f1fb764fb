// The ECM triennium's public API for other features (the page itself is lazy, routes.tsx).
export { TrienniumReminder } from './TrienniumReminder';
