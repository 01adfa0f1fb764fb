// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InlineListingFilters } from './InlineListingFilters';
import { EMPTY_FILTERS } from './newsFilters';

afterEach(cleanup);

const topics = ['Cardiologia', 'Fisco', 'Previdenza'];

describe('InlineListingFilters (spec 2 §2, the variant without side panel)', () => {
  it('shows only the fields the page asks for, each with Tutti first and the applied value chosen', () => {
    render(<InlineListingFilters applied={{ ...EMPTY_FILTERS, topic: 'Fisco' }} fields={['format', 'topic']} topics={topics} onApply={vi.fn()} />);
    expect(screen.queryByRole('combobox', { name: 'Categoria' })).toBeNull();
    const format = screen.getByRole('combobox', { name: 'Formato' }) as HTMLSelectElement;
    expect(format.options[0]!.textContent).toBe('Tutti');
    expect(format.value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Argomento' }) as HTMLSelectElement).value).toBe('Fisco');
    expect(screen.queryByRole('button', { name: 'Applica filtri' })).toBeNull();
  });

  it('applies a choice at once, keeping the other filters', () => {
    const onApply = vi.fn();
    render(<InlineListingFilters applied={{ ...EMPTY_FILTERS, topic: 'Fisco' }} fields={['format', 'topic']} topics={topics} onApply={onApply} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Formato' }), { target: { value: 'Video' } });
    expect(onApply).toHaveBeenCalledWith({ category: '', format: 'Video', topic: 'Fisco' });
  });

  it('with apply-on-submit, waits for Applica filtri, which stays disabled while nothing changed', () => {
    const onApply = vi.fn();
    render(<InlineListingFilters applied={EMPTY_FILTERS} fields={['category', 'format']} categories={['Professione']} onApply={onApply} applyOnChange={false} />);
    const apply = screen.getByRole('button', { name: 'Applica filtri' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: 'Categoria' }), { target: { value: 'Professione' } });
    expect(onApply).not.toHaveBeenCalled();
    expect(apply.disabled).toBe(false);
    fireEvent.click(apply);
    expect(onApply).toHaveBeenCalledWith({ category: 'Professione', format: '', topic: '' });
  });

  it('follows the URL when the applied filters change from outside (back button)', () => {
    const { rerender } = render(<InlineListingFilters applied={{ ...EMPTY_FILTERS, format: 'News' }} fields={['format']} onApply={vi.fn()} />);
    rerender(<InlineListingFilters applied={EMPTY_FILTERS} fields={['format']} onApply={vi.fn()} />);
    expect((screen.getByRole('combobox', { name: 'Formato' }) as HTMLSelectElement).value).toBe('');
  });
});
