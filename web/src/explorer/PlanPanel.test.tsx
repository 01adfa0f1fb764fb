// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlanPanel } from './PlanPanel';
import { recordInsight } from './plan-store';

afterEach(cleanup);

describe('PlanPanel cost', () => {
  it("shows a partner key's remaining budget beside the cost", () => {
    render(<PlanPanel />);
    act(() => recordInsight({ cost: { requestedQueryCost: 3.5, maximumQueryCost: 20000, budgetPerMinute: 5000, remainingBudget: 4996.5, resetAt: '2026-11-25T10:01:00.000Z' } }));
    expect(screen.getByTestId('explorer-cost').textContent).toBe('3,5 su 20.000');
    expect(screen.getByTestId('explorer-budget').textContent).toMatch(/^Budget della chiave: restano 4996,5 su 5000 al minuto, fino alle \d{2}:\d{2}:\d{2}\.$/);
  });

  it('keeps working when an answer carries only the budget (the operation did not resolve)', () => {
    render(<PlanPanel />);
    act(() => recordInsight({ cost: { budgetPerMinute: 5000, remainingBudget: 5000, resetAt: '2026-11-25T10:01:00.000Z' } }));
    expect(screen.getByTestId('explorer-cost').textContent).toBe('Non disponibile');
    expect(screen.getByTestId('explorer-budget')).toBeTruthy();
  });
});
