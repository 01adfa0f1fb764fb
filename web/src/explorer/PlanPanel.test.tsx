// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlanPanel } from './PlanPanel';
import { recordInsight } from './plan-store';

afterEach(cleanup);

describe('PlanPanel cost', () => {
  it("shows a partner key's remaining budget beside the cost", () => {
    render(<PlanPanel />);
    act(() => recordInsight({ cost: { requestedQueryCost: 10101, maximumQueryCost: 20000, budgetPerMinute: 50000, remainingBudget: 39899, resetAt: '2026-11-25T10:01:00.000Z' } }));
    expect(screen.getByTestId('explorer-cost').textContent).toBe('10.101 su 20.000');
    expect(screen.getByTestId('explorer-cost-note').textContent).toContain('con le variabili');
    expect(screen.getByTestId('explorer-budget').textContent).toMatch(/^Budget della chiave: restano 39\.899 su 50\.000 al minuto, fino alle \d{2}:\d{2}:\d{2}\.$/);
  });

  it('keeps working when an answer carries only the budget (the operation did not resolve)', () => {
    render(<PlanPanel />);
    act(() => recordInsight({ cost: { budgetPerMinute: 5000, remainingBudget: 5000, resetAt: '2026-11-25T10:01:00.000Z' } }));
    expect(screen.getByTestId('explorer-cost').textContent).toBe('Non disponibile');
    expect(screen.queryByTestId('explorer-cost-note')).toBeNull();
    expect(screen.getByTestId('explorer-budget')).toBeTruthy();
  });
});
