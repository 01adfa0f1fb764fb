// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bmiCalculator } from './bmi';
import { CalculatorForm } from './CalculatorForm';
import { gcsCalculator } from './glasgowComaScale';

afterEach(cleanup);

describe('CalculatorForm', () => {
  it('shows the messages under invalid fields, then the result in the live region', () => {
    render(<CalculatorForm calculator={bmiCalculator} />);
    fireEvent.click(screen.getByRole('button', { name: 'Calcola' }));
    expect(screen.getAllByText('Inserisci un valore.')).toHaveLength(2);
    const weight = screen.getByLabelText('Peso (kg)');
    expect(weight.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(weight, { target: { value: '68' } });
    fireEvent.change(screen.getByLabelText('Altezza (cm)'), { target: { value: '1650' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calcola' }));
    expect(screen.getByText('Inserisci un valore tra 40,0 e 250,0 cm.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Altezza (cm)'), { target: { value: '165' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calcola' }));
    const live = screen.getByText('24,98 kg/m²').closest('[aria-live]');
    expect(live?.getAttribute('aria-live')).toBe('polite');
    expect(live?.textContent).toContain('Normopeso');
    expect(screen.queryByText('Inserisci un valore.')).toBeNull();
  });

  it('scores selects (Glasgow Coma Scale E2 V2 M4 = 8)', () => {
    render(<CalculatorForm calculator={gcsCalculator} />);
    fireEvent.change(screen.getByLabelText('Apertura degli occhi'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Risposta verbale'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Risposta motoria'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calcola' }));
    expect(screen.getByText('8 / 15')).toBeTruthy();
    expect(screen.getByText('Trauma cranico grave')).toBeTruthy();
  });
});
