import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support';

// Spec 3 §2 /profilo/la-mia-scheda, §4 'Professional card visibility', §5: premium fills and publishes a
// card with a certificate, finds it in /professionisti-sanitari by province, then makes it private.

const SURNAME = 'Romanoscheda';
const UPSTREAM_URL = `http://127.0.0.1:${4010 + Number(process.env.E2E_PORT_OFFSET ?? 500)}`;

// The journey starts from premium@'s empty card (the seed gives it none) and ends by taking its card
// away again (an upstream test hook, UPSTREAM_TEST_HOOKS=1), so a repeat on the same stack starts
// from an empty card too: the terms to accept, no title or certification yet.
test.afterEach(async ({ request }) => {
  expect((await request.post(`${UPSTREAM_URL}/_test/users/1000003/professional-card/remove`)).status()).toBe(204);
});

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const directoryNames = async (page: Page) => {
  await page.goto(`/professionisti-sanitari?provincia=AO&testo=${SURNAME}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tutti i professionisti sanitari' })).toBeVisible();
  await expect(page.getByLabel('Provincia', { exact: true })).toHaveValue('AO');
  await page.waitForLoadState('networkidle');
  return page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
};

test('premium publishes a card with a certificate, finds it by province, then makes it private', async ({ page }) => {
  // A long journey (two saves, two axe passes, two directory searches): 45 s is not enough on a busy machine.
  test.setTimeout(90_000);
  await loginAs(page, 'premium@demo.club', { redirectTo: '/profilo/la-mia-scheda' });
  await expect(page).toHaveURL(/\/profilo\/la-mia-scheda$/);
  const form = page.locator('form.card-form');
  await expect(form.getByLabel('Nome', { exact: true })).toHaveValue('Francesca');
  await axeClean(page);

  await form.getByLabel('Cognome').fill(SURNAME);
  const profession = form.getByRole('group', { name: 'Professione 1' });
  await profession.getByLabel('Categoria professionale').selectOption({ label: 'Medico' });
  await profession.getByLabel('Specializzazione 1').selectOption({ label: 'Cardiologia' });
  await form.getByLabel('Presentati ai colleghi e ai pazienti').fill('Cardiologa ad Aosta.');
  await form.getByLabel('Provincia').selectOption('AO');
  await form.getByLabel('Città').fill('Aosta');
  await form.getByLabel('E-mail').fill('francesca@studio.it');

  await form.getByRole('button', { name: 'Aggiungi un titolo' }).click();
  const degree = form.getByRole('group', { name: 'Titolo 1' });
  await degree.getByLabel('Tipo di titolo').selectOption('Laurea a ciclo unico');
  await degree.getByLabel('Titolo', { exact: true }).fill('Medicina e Chirurgia');
  await degree.getByLabel('Istituto').fill('Università di Torino');
  // Spec 3 §9: the year list runs from the current year down to 1970.
  const years = await degree.getByLabel('Anno').locator('option').allTextContents();
  expect(years.slice(1, 2)).toEqual([String(new Date().getFullYear())]);
  expect(years.at(-1)).toBe('1970');
  await degree.getByLabel('Anno').selectOption('2004');

  await form.getByRole('button', { name: 'Aggiungi una certificazione' }).click();
  const cert = form.getByRole('group', { name: 'Certificazione 1' });
  await cert.getByLabel('Titolo', { exact: true }).fill('BLSD');
  await cert.getByLabel('Anno').selectOption('2022');
  // A file that is not a PDF or an image is refused on the spot.
  await cert.getByLabel('Documento (PDF o immagine)').setInputFiles({ name: 'virus.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
  await expect(cert.getByRole('alert')).toHaveText("Il file 'virus.exe' non è un PDF o un'immagine.");
  await cert.getByLabel('Documento (PDF o immagine)').setInputFiles({ name: 'certificato.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% certificato\n') });
  await expect(cert.getByRole('alert')).toHaveCount(0);

  await form.getByRole('switch', { name: 'Scheda pubblica' }).click();
  await form.getByRole('switch', { name: "Accetto le condizioni d'uso della scheda" }).click();
  await form.getByRole('switch', { name: "Ho letto l'informativa privacy" }).click();
  await form.getByRole('button', { name: 'Salva la scheda' }).click();
  await expect(page.getByText('La tua scheda è pubblica: la trovi tra i professionisti sanitari.')).toBeVisible();
  await expect(page.getByText('Visibilità attuale: Pubblica')).toBeVisible();
  await expect(form.getByRole('group', { name: 'Certificazione 1' }).getByText('Documento caricato: certificato.pdf')).toBeVisible();
  await axeClean(page);

  expect(await directoryNames(page)).toEqual([`Francesca ${SURNAME}`]);

  await page.goto('/profilo/la-mia-scheda');
  await page.getByRole('switch', { name: 'Scheda pubblica' }).click();
  await page.getByRole('button', { name: 'Salva la scheda' }).click();
  await expect(page.getByText('Scheda salvata correttamente.')).toBeVisible();
  await expect(page.getByText('Visibilità attuale: Privata')).toBeVisible();

  // Nothing matches any more (the directory then shows suggested cards instead, spec 2 §2): the card is not among them.
  expect(await directoryNames(page)).not.toContain(`Francesca ${SURNAME}`);
});
