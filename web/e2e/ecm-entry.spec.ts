import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support';

// Issue 40, entering credits without typing: a certificate PDF read on upload fills the external
// credit form; a CSV file imported with a preview of its bad and duplicate rows, the good ones saved
// on confirmation. Each parallel worker uses its own member, whom no other journey gives credits, and
// every credit added is deleted at the end.

const MEMBERS = ['premium.nonews@demo.club', 'premium.lowcredit@demo.club'];
const CERTIFICATE = path.resolve(import.meta.dirname, '../src/features/ecm-triennium/fixtures/attestato-residenziale.pdf');
const CERTIFICATE_TITLE = 'Le vaccinazioni in età pediatrica: aggiornamento 2026';

async function deleteCredit(page: Page, title: string) {
  await page.getByRole('button', { name: `Elimina: ${title}` }).click();
  await page.getByRole('dialog', { name: `Eliminare il credito "${title}"?` }).getByRole('button', { name: 'Elimina il credito' }).click();
  await expect(page.locator('.triennium-credits').getByText(title, { exact: true })).toHaveCount(0);
}

test('a certificate fills the form; a CSV import previews its bad and duplicate rows and saves the good ones', async ({ page }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  await loginAs(page, MEMBERS[test.info().parallelIndex % MEMBERS.length]!, { redirectTo: '/profilo/triennio-ecm' });
  const form = page.getByRole('form', { name: 'Registra un credito esterno' });

  // The certificate: read in the page, the fields filled for the member to confirm.
  await form.getByLabel('Attestato (PDF, facoltativo)').setInputFiles(CERTIFICATE);
  await expect(form.getByText('Abbiamo compilato i campi dall’attestato: controllali prima di registrare il credito.')).toBeVisible();
  await expect(form.getByLabel('Provider')).toHaveValue('Provider 5120 – Società Italiana di Pediatria');
  await expect(form.getByLabel("Titolo dell'evento")).toHaveValue(CERTIFICATE_TITLE);
  await expect(form.getByLabel('Codice evento (facoltativo)')).toHaveValue('5120-461203');
  await expect(form.getByLabel('Data', { exact: true })).toHaveValue('12/03/2026');
  await expect(form.getByLabel('Crediti')).toHaveValue('7,5');
  // The certificate does not say the kind and area: the member chooses them.
  await form.getByLabel('Tipologia').selectOption('RESIDENZIALE');
  await form.getByLabel('Area degli obiettivi formativi').selectOption('TECNICO_PROFESSIONALE');
  await form.getByRole('button', { name: 'Registra il credito' }).click();
  await expect(page.getByText('Credito registrato.')).toBeVisible();
  await expect(page.locator('.triennium-credits').getByText(CERTIFICATE_TITLE, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Scarica l'attestato: ${CERTIFICATE_TITLE}` })).toBeVisible();

  // The import: two good rows, one with an impossible date, one the certificate's credit again.
  const good = [`Audit clinico ${run}`, `Webinar sulla sepsi ${run}`];
  const csv = [
    'Codice evento;Titolo;Provider;Tipologia;Data fine;Crediti',
    `321-${run};${good[0]};Provider 321 – ASL Roma 1;FSC;02/04/2026;12`,
    `777-${run};Corso con data sbagliata ${run};Provider 777;FAD;31/02/2026;4`,
    `5120-461203;${CERTIFICATE_TITLE};Provider 5120 – Società Italiana di Pediatria;RES;12/03/2026;7,5`,
    `778-${run};${good[1]};Provider 778 – Società di terapia intensiva;FAD;20/05/2026;6,5`,
  ].join('\n');
  await page.getByLabel('File CSV dei crediti').setInputFiles({ name: 'crediti.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const preview = page.getByRole('region', { name: "Anteprima dell'importazione" });
  await expect(preview.getByRole('row', { name: /^3 / })).toContainText('Data: Inserisci una data valida (gg/mm/aaaa).');
  await expect(preview.getByRole('row', { name: /^4 / })).toContainText('Già registrato: nel triennio c’è già un credito con lo stesso codice evento e data.');
  await expect(page.getByText('2 righe da importare su 4.')).toBeVisible();
  // Nothing is saved before the member confirms.
  await expect(page.locator('.triennium-credits').getByText(good[0]!, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Importa 2 crediti' }).click();
  await expect(page.getByText('Importati 2 crediti.')).toBeVisible();
  for (const title of good) await expect(page.locator('.triennium-credits').getByText(title, { exact: true })).toBeVisible();
  await expect(preview).toHaveCount(0);

  for (const title of [...good, CERTIFICATE_TITLE]) await deleteCredit(page, title);
});
