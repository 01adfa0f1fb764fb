// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterOptionList, visibleFilterOptions } from './FilterOptionList';

afterEach(cleanup);

const options = (n: number) => Array.from({ length: n }, (_, i) => ({ value: `v${i}`, label: `Opzione ${i}` }));

describe('visibleFilterOptions (spec 2 §9: 10 items, up to 100 expanded)', () => {
  it('shows the first 10, all up to 100 when expanded', () => {
    expect(visibleFilterOptions(options(25), '', false)).toHaveLength(10);
    expect(visibleFilterOptions(options(25), '', true)).toHaveLength(25);
    expect(visibleFilterOptions(options(150), '', true)).toHaveLength(100);
  });

  it('keeps a chosen option beyond the first 10 in sight when folded', () => {
    expect(visibleFilterOptions(options(25), 'v17', false).map((o) => o.value)).toEqual([...options(10).map((o) => o.value), 'v17']);
  });
});

describe('FilterOptionList', () => {
  it("lists 'Tutti' and 10 options, expands with 'Mostra altri', folds with 'Mostra meno', and reports the choice", () => {
    const onChange = vi.fn();
    render(<FilterOptionList legend="Argomento" name="argomento" options={options(14)} value="" onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Argomento' });
    expect(within(group).getAllByRole('radio')).toHaveLength(11);
    expect((within(group).getByRole('radio', { name: 'Tutti' }) as HTMLInputElement).checked).toBe(true);
    const more = within(group).getByRole('button', { name: /^Mostra altri/ });
    fireEvent.click(more);
    expect(within(group).getAllByRole('radio')).toHaveLength(15);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(group).getByRole('radio', { name: 'Opzione 12' }));
    expect(onChange).toHaveBeenCalledWith('v12');
    fireEvent.click(within(group).getByRole('button', { name: /^Mostra meno/ }));
    expect(within(group).getAllByRole('radio')).toHaveLength(11);
  });

  it('offers no toggle with 10 options or fewer', () => {
    render(<FilterOptionList legend="Formato" name="formato" options={options(8)} value="" onChange={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
