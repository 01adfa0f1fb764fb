// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListingTextSearch } from './ListingTextSearch';

afterEach(cleanup);

const field = () => screen.getByRole('searchbox', { name: 'Cerca un corso' });

describe('ListingTextSearch', () => {
  it("'from-two-characters': the button appears from 2 characters and only such text applies", () => {
    const onApply = vi.fn();
    render(<ListingTextSearch label="Cerca un corso" placeholder="Parola chiave" searchButton="from-two-characters" applied="" onApply={onApply} />);
    fireEvent.change(field(), { target: { value: 'a' } });
    expect(screen.queryByRole('button', { name: 'Cerca' })).toBeNull();
    fireEvent.submit(field());
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.change(field(), { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(onApply).toHaveBeenCalledWith('ab');
  });

  it("'always': the button is always there, with the hint tied to the field; a blank submit removes the filter", () => {
    const onApply = vi.fn();
    render(<ListingTextSearch label="Cerca un corso" placeholder="Nome" hint="Almeno 2 caratteri." searchButton="always" applied="cuore" onApply={onApply} />);
    expect(field().getAttribute('aria-describedby')).toBe(screen.getByText('Almeno 2 caratteri.').id);
    fireEvent.change(field(), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.change(field(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(onApply).toHaveBeenCalledWith('   ');
  });

  it('emptying the field removes an applied text at once', () => {
    const onApply = vi.fn();
    render(<ListingTextSearch label="Cerca un corso" placeholder="Parola chiave" searchButton="from-two-characters" applied="cuore" onApply={onApply} />);
    fireEvent.change(field(), { target: { value: '' } });
    expect(onApply).toHaveBeenCalledWith('');
  });
});
