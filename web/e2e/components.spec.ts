import { expect, test } from '@playwright/test';
import { loginAs } from './support';

// CMS page components (spec 2 §2 'Other components', §4, §9) as a visitor sees them.

test.describe('CMS page components', () => {
  test("/piani FAQ: 5 questions, 'Mostra altre' shows more, 'Mostra meno' goes back; a question opens its answer", async ({ page }) => {
    // Spec 1 §6, spec 2 §6: a visitor has no subscription, so no FAQ list; a registered member has one.
    await loginAs(page, 'registrato@demo.club');
    await page.goto('/piani');
    const faq = page.getByRole('region', { name: 'Domande frequenti' });
    const questions = faq.getByRole('heading', { level: 3 });
    await expect(questions).toHaveCount(5);

    await faq.getByRole('button', { name: 'Mostra altre' }).click();
    await expect.poll(() => questions.count()).toBeGreaterThan(5);
    await faq.getByRole('button', { name: 'Mostra meno' }).click();
    await expect(questions).toHaveCount(5);

    const question = faq.getByRole('button', { name: 'Quanto dura la prova gratuita di Premium?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByRole('region', { name: 'Quanto dura la prova gratuita di Premium?' })).toContainText('7 giorni');
  });

  test('/risorse: a video tutorial opens its player in a modal that Escape closes, focus back on the card', async ({ page }) => {
    // Spec 3 §6: video tutorials are listed to signed-in members only.
    await loginAs(page, 'registrato@demo.club');
    await page.goto('/risorse');
    const tutorials = page.getByRole('region', { name: 'Video tutorial' });
    const card = tutorials.getByRole('button', { name: 'Come usare i calcolatori clinici' });
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Come usare i calcolatori clinici' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe[title="Lettore video: Come usare i calcolatori clinici"]')).toBeVisible();
    await expect(page.frameLocator('iframe[title^="Lettore video"]').getByRole('heading', { level: 1 })).toHaveText('Come usare i calcolatori clinici');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  });

  test("/risorse promo carousel: pause, then 'Banner successivo' shows the next slide", async ({ page }) => {
    await page.goto('/risorse');
    const carousel = page.getByRole('region', { name: 'Promozioni' });
    await carousel.getByRole('button', { name: 'Metti in pausa lo scorrimento' }).click();
    await expect(carousel.getByRole('button', { name: 'Avvia lo scorrimento' })).toBeVisible();
    const slide = carousel.getByRole('group');
    await expect(slide).toHaveAttribute('aria-label', '1 di 2');
    await expect(slide.getByRole('heading', { name: 'Tool e calcolatori sempre con te' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Banner successivo' }).click();
    await expect(slide).toHaveAttribute('aria-label', '2 di 2');
    await expect(slide.getByRole('heading', { name: 'Tutti i Moduli con Premium' })).toBeVisible();
  });

  test('/news-approfondimenti shows the news promo banners in a carousel', async ({ page }) => {
    await page.goto('/news-approfondimenti');
    const carousel = page.getByRole('region', { name: 'Promozioni' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(carousel.getByRole('button', { name: /^Vai al banner/ })).toHaveCount(3);
  });
});
