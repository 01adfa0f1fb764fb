import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support';

// The member's ECM triennium (issue 29, beyond the spec): /profilo/triennio-ecm.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

async function expectNoViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))).toEqual([]);
}

const earned = async (page: Page) => Number((await page.locator('.triennium-progress__ring').getAttribute('data-share')) ?? 'NaN');

/**
 * Each parallel worker records and deletes on its own premium member (the ring's figures must not
 * move under another run's credit): its seeded external credit and its obligation in use.
 */
const RECORDERS = [
  { login: 'premium@demo.club', seeded: 'Congresso nazionale di cardiologia 2026', obligation: 150 },
  { login: 'premium.dossier@demo.club', seeded: 'Audit clinico sul rischio infettivo', obligation: 80 },
];
/** Each parallel worker sets the individual obligation of its own trial member. */
const TRIALS = ['trial@demo.club', 'trial.nonegozi@demo.club'];

test('a premium member records an external credit, the ring moves, downloads the transcript and the calendar; axe clean', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const member = RECORDERS[testInfo.parallelIndex % RECORDERS.length]!;
  const title = `Giornate pediatriche ${Date.now().toString(36)}`;
  await loginAs(page, member.login, { redirectTo: '/profilo/triennio-ecm' });
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio triennio ECM' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Triennio in corso 2026-2028: dal 01/01/2026 al 31/12/2028' })).toBeVisible();
  // The seeded external credits, with the figures in words.
  await expect(page.getByText(member.seeded)).toBeVisible();
  await expect(page.getByText(new RegExp(`^Hai [\\d,]+ crediti su un obbligo di ${member.obligation}\\. `))).toBeVisible();
  // The plan from the catalogue.
  await expect(page.getByRole('heading', { name: 'Per la soglia del 70%' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Inizia il corso: / }).first()).toBeVisible();
  await expectNoViolations(page);

  const before = await earned(page);
  const form = page.getByRole('form', { name: 'Registra un credito esterno' });
  // Bad input: the form's messages, nothing lost.
  await form.getByLabel('Provider').fill('Provider 42 – Società di pediatria');
  await form.getByLabel("Titolo dell'evento").fill(title);
  await form.getByLabel('Data').fill('31/12/2013');
  await form.getByLabel('Crediti').fill('0');
  await form.getByRole('button', { name: 'Registra il credito' }).click();
  await expect(form.getByText('La data deve cadere in un triennio ECM, dal 01/01/2014 a oggi.')).toBeVisible();
  await expect(form.getByText(/^Inserisci un numero di crediti tra 0,1 e 50/)).toBeVisible();
  await expect(form.getByLabel('Provider')).toHaveValue('Provider 42 – Società di pediatria');
  await expectNoViolations(page);

  await form.getByLabel('Data').fill('12/03/2026');
  await form.getByLabel('Crediti').fill('15,5');
  // Issue 40: the credit's kind and objective area.
  await form.getByLabel('Tipologia').selectOption('RESIDENZIALE');
  await form.getByLabel('Area degli obiettivi formativi').selectOption('TECNICO_PROFESSIONALE');
  await form.getByLabel('Attestato (PDF, facoltativo)').setInputFiles({ name: 'pediatria.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% attestato\n%%EOF\n') });
  await form.getByRole('button', { name: 'Registra il credito' }).click();
  await expect(page.getByText('Credito registrato.')).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await expect.poll(() => earned(page)).toBeCloseTo(before + 15.5 / member.obligation, 3);

  // The certificate is the member's own file.
  const certificate = page.getByRole('link', { name: `Scarica l'attestato: ${title}` });
  const certificateResponse = await page.request.get((await certificate.getAttribute('href'))!);
  expect(certificateResponse.headers()['content-type']).toBe('application/pdf');

  // 'Scarica il riepilogo': a PDF download.
  const [transcript] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Scarica il riepilogo' }).click()]);
  expect(transcript.suggestedFilename()).toBe('riepilogo-triennio-ecm-2026-2028.pdf');
  const path = testInfo.outputPath('riepilogo.pdf');
  await transcript.saveAs(path);
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');

  // The calendar: the deadline.
  const [calendar] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Aggiungi la scadenza al calendario' }).click()]);
  expect(calendar.suggestedFilename()).toBe('triennio-ecm.ics');
  const icsPath = testInfo.outputPath('triennio.ics');
  await calendar.saveAs(icsPath);
  expect(readFileSync(icsPath, 'utf8')).toContain('DTSTART;VALUE=DATE:20281231');

  // Deleting it brings the ring back.
  await page.getByRole('button', { name: `Elimina: ${title}` }).click();
  // Issue 40: it goes only once confirmed.
  await page.getByRole('dialog', { name: `Eliminare il credito "${title}"?` }).getByRole('button', { name: 'Elimina il credito' }).click();
  await expect(page.getByText(title)).toHaveCount(0);
  await expect.poll(() => earned(page)).toBeCloseTo(before, 3);
});

test('an individual obligation moves the threshold', async ({ page }, testInfo) => {
  await loginAs(page, TRIALS[testInfo.parallelIndex % TRIALS.length]!, { redirectTo: '/profilo/triennio-ecm' });
  const form = page.getByRole('form', { name: 'Il tuo obbligo individuale' });
  await form.getByLabel('Obbligo individuale (crediti)').fill('100');
  await form.getByRole('button', { name: "Salva l'obbligo" }).click();
  await expect(page.getByText(/Per la soglia del 70% \(70 crediti\), che conterà per la copertura assicurativa/)).toBeVisible();
  await form.getByLabel('Obbligo individuale (crediti)').fill('');
  await form.getByRole('button', { name: "Salva l'obbligo" }).click();
  // The standing's sentence (the plan below also says '105 crediti' now that it fits the trial's balance).
  await expect(page.getByText(/Per la soglia del 70% \(105 crediti\), che conterà/)).toBeVisible();
});

test('a member without ECM courses sees the service and the upgrade; a visitor the way in; axe clean', async ({ page }) => {
  await page.goto('/profilo/triennio-ecm');
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio triennio ECM' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Accedi' }).last()).toHaveAttribute('href', '/login?redirectTo=%2Fprofilo%2Ftriennio-ecm');
  await expectNoViolations(page);

  await loginAs(page, 'premium.noecm@demo.club', { redirectTo: '/profilo/triennio-ecm' });
  await expect(page.getByText('Il triennio ECM è un servizio dei soci con i corsi ECM.')).toBeVisible();
  await expect(page.getByRole('link', { name: "Effettua l'upgrade" }).last()).toHaveAttribute('href', '/upgrade');
  await expect(page.getByRole('form', { name: 'Registra un credito esterno' })).toHaveCount(0);
  await expectNoViolations(page);
});
