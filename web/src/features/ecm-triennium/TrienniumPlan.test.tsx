// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage } from '../../lib/test-graphql';
import { missingAreasText, PLAN_REMEDY_TEXT, TrienniumPlan } from './TrienniumPlan';

afterEach(cleanup);

const course = (id: string, credits: number, ecmObjectiveArea: string | null = null) => ({ __typename: 'Course', id, slug: `corso-${id}`, title: `Corso ${id}`, credits, ecmObjectiveArea });
const step = (gap: number, courses: ReturnType<typeof course>[], closesGap: boolean, remedy: string | null, remedyUrl: string | null) => ({
  __typename: 'EcmPlanStep',
  gap,
  credits: courses.reduce((s, c) => s + c.credits, 0),
  closesGap,
  remedy,
  remedyUrl,
  courses,
});
const planAnswer = (toThreshold: unknown, toObligation: unknown, missingAreas: string[] = []) => () => ({
  data: { viewer: { __typename: 'Viewer', user: { __typename: 'User', id: '1000040', ecmTriennium: { __typename: 'EcmTriennium', plan: { __typename: 'EcmPlan', missingAreas, toThreshold, toObligation } } } } },
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

describe('the plan names the objective areas still missing (issue 40)', () => {
  it('a sentence naming them, and the area of each course', async () => {
    renderPlan(
      planAnswer(step(7, [course('4', 8, 'PROCESSI')], true, null, null), step(20, [course('5', 10, 'SISTEMA'), course('4', 8, 'PROCESSI'), course('6', 2, 'TECNICO_PROFESSIONALE')], true, null, null), ['PROCESSI', 'SISTEMA']),
    );
    expect(
      await screen.findByText('In questo triennio non hai ancora crediti nelle aree Obiettivi di processo e Obiettivi di sistema: a parità di corsi, il piano sceglie quelli di queste aree.'),
    ).toBeTruthy();
    expect(screen.getAllByText('Area: Obiettivi di processo')).toHaveLength(2);
    expect(screen.getByText('Area: Obiettivi di sistema')).toBeTruthy();
    expect(screen.getByText('Area: Obiettivi tecnico-professionali')).toBeTruthy();
  });

  it('no sentence when no area is missing; no area line for a course the catalogue records none for', async () => {
    renderPlan(planAnswer(step(7, [course('7', 7.5)], true, null, null), step(10, [course('8', 10, 'PROCESSI')], true, null, null)));
    await screen.findByText(/basta 1 corso del catalogo \(7,5 crediti\)/);
    expect(screen.queryByText(/non hai ancora crediti/)).toBeNull();
    expect(screen.getAllByText(/^Area: /)).toHaveLength(1);
  });

  it('one area in the singular', () => {
    expect(missingAreasText(['SISTEMA'])).toBe('In questo triennio non hai ancora crediti nell’area Obiettivi di sistema: a parità di corsi, il piano sceglie quelli di quest’area.');
    expect(missingAreasText([])).toBeNull();
  });
});
