// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage } from '../../lib/test-graphql';
import { PLAN_REMEDY_TEXT, TrienniumPlan } from './TrienniumPlan';

afterEach(cleanup);

const course = (id: string, credits: number) => ({ __typename: 'Course', id, slug: `corso-${id}`, title: `Corso ${id}`, credits });
const step = (gap: number, courses: ReturnType<typeof course>[], closesGap: boolean, remedy: string | null, remedyUrl: string | null) => ({
  __typename: 'EcmPlanStep',
  gap,
  credits: courses.reduce((s, c) => s + c.credits, 0),
  closesGap,
  remedy,
  remedyUrl,
  courses,
});
const planAnswer = (toThreshold: unknown, toObligation: unknown) => () => ({
  data: { viewer: { __typename: 'Viewer', user: { __typename: 'User', id: '1000040', ecmTriennium: { __typename: 'EcmTriennium', plan: { __typename: 'EcmPlan', toThreshold, toObligation } } } } },
});

const renderPlan = (answer: ReturnType<typeof planAnswer>) =>
  renderPage(<TrienniumPlan />, { path: '/profilo/triennio-ecm', url: '/profilo/triennio-ecm', wrapper: ToastProvider, handlers: { EcmTrienniumPlan: answer } });

describe('the plan says what would close a gap the startable courses leave (issue 40)', () => {
  it('a trial member: the upgrade, with its link', async () => {
    renderPlan(planAnswer(step(7, [course('1', 1)], false, 'UPGRADE', '/upgrade'), step(52, [course('1', 1)], false, 'UPGRADE', '/upgrade')));
    const links = await screen.findAllByRole('link', { name: PLAN_REMEDY_TEXT.UPGRADE.link });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/upgrade', '/upgrade']);
    expect(screen.getAllByText(/i corsi che puoi iniziare ora ne danno 1\./)).toHaveLength(2);
  });

  it('a premium member: extra credits (/piani); none when the plan closes the gap', async () => {
    renderPlan(planAnswer(step(7, [course('2', 7.5)], true, null, null), step(60, [course('3', 1)], false, 'BUY_CREDITS', '/piani')));
    expect((await screen.findByRole('link', { name: PLAN_REMEDY_TEXT.BUY_CREDITS.link })).getAttribute('href')).toBe('/piani');
    expect(screen.queryByRole('link', { name: PLAN_REMEDY_TEXT.UPGRADE.link })).toBeNull();
    expect(screen.getByText(/basta 1 corso del catalogo \(7,5 crediti\)/)).toBeTruthy();
  });
});
