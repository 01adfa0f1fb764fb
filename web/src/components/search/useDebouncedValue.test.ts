// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './useDebouncedValue';

describe('useDebouncedValue (500 ms search debounce)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers the value only after it has been still for the delay; each keystroke restarts the wait', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), { initialProps: { value: '' } });
    rerender({ value: 'di' });
    act(() => vi.advanceTimersByTime(400));
    expect(result.current).toBe('');
    rerender({ value: 'dia' });
    act(() => vi.advanceTimersByTime(400));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('dia');
  });
});
