// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeFragmentData } from '../../gql';
import { FAQ_INITIAL_COUNT, FaqAccordion, FaqAccordion_ItemFragment } from './FaqAccordion';

afterEach(cleanup);

const faq = (n: number) =>
  makeFragmentData({ __typename: 'FaqItem', id: `faq-${n}`, question: `Domanda ${n}?`, answerHtml: `<p>Risposta ${n}.</p>` }, FaqAccordion_ItemFragment);

const questions = () => screen.getAllByRole('button', { name: /^Domanda/ }).map((b) => b.textContent);

describe('FaqAccordion (spec 2 §4, §9)', () => {
  it('shows the first 5 of 7 items; Mostra altre shows all, Mostra meno goes back to 5', () => {
    render(<FaqAccordion items={[1, 2, 3, 4, 5, 6, 7].map(faq)} />);
    expect(FAQ_INITIAL_COUNT).toBe(5);
    expect(questions()).toEqual(['Domanda 1?', 'Domanda 2?', 'Domanda 3?', 'Domanda 4?', 'Domanda 5?']);

    fireEvent.click(screen.getByRole('button', { name: 'Mostra altre' }));
    expect(questions()).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Domanda 7?' })).toBeTruthy();

    const less = screen.getByRole('button', { name: 'Mostra meno' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(less);
    expect(questions()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Mostra altre' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('has no toggle with 5 items or fewer', () => {
    render(<FaqAccordion items={[1, 2, 3, 4, 5].map(faq)} />);
    expect(questions()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Mostra altre' })).toBeNull();
  });

  it('a question opens and closes its own answer (aria-expanded, aria-controls)', () => {
    render(<FaqAccordion items={[1, 2].map(faq)} />);
    const question = screen.getByRole('button', { name: 'Domanda 2?' });
    const answer = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(answer.hidden).toBe(true);

    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(answer.hidden).toBe(false);
    expect(screen.getByRole('region', { name: 'Domanda 2?' }).textContent).toBe('Risposta 2.');
    // The other answer stays closed.
    expect(screen.getByRole('button', { name: 'Domanda 1?' }).getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(question);
    expect(answer.hidden).toBe(true);
  });
});
