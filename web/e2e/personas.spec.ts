import { expect, test } from '@playwright/test';
import { loginAs } from './support';

const ALL_MENU = ['Profilo personale', 'La mia formazione', 'Il mio triennio ECM', 'La mia scheda', 'Le mie risorse', 'La mia libreria', 'Le mie cause', 'Cerchi aiuto?', 'Esci (Logout)'];
const without = (...labels: string[]) => ALL_MENU.filter((l) => !labels.includes(l));

// Spec 1 §6: header buttons by type; profile menu items by type and wallet.
const PERSONAS = [
  { login: 'registrato@demo.club', buttons: ['Piani Premium'], menu: without('La mia formazione', 'Il mio triennio ECM', 'Le mie cause') },
  { login: 'trial@demo.club', buttons: ['Piani Premium'], menu: without('Le mie cause'), warning: true },
  { login: 'premium@demo.club', buttons: ['Cerchi aiuto?'], menu: ALL_MENU },
  { login: 'premium.noecm@demo.club', buttons: ['Cerchi aiuto?'], menu: without('La mia formazione', 'Il mio triennio ECM') },
  { login: 'extrial@demo.club', buttons: ['Piani Premium'], menu: without('La mia formazione', 'Il mio triennio ECM', 'Le mie cause') },
  { login: 'expremium@demo.club', buttons: ['Piani Premium'], menu: without('La mia formazione', 'Il mio triennio ECM', 'Le mie cause') },
];

test.describe('header and profile menu per subscription type', () => {
  test('a visitor sees Accedi and Registrati gratis and no profile menu', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Accedi', exact: true })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Registrati gratis' })).toHaveAttribute('href', '/registrazione');
    await expect(page.locator('.profile-menu__button:visible')).toHaveCount(0);
  });

  for (const persona of PERSONAS) {
    test(`${persona.login} sees ${persona.buttons.join(', ')} and their menu`, async ({ page }) => {
      await loginAs(page, persona.login);
      const header = page.getByRole('banner');
      for (const label of persona.buttons) await expect(header.getByRole('link', { name: label, exact: true })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Accedi', exact: true })).toHaveCount(0);
      if (persona.warning) await expect(header.getByRole('link', { name: 'Piani Premium' })).toHaveClass(/warning/);
      await page.locator('.profile-menu__button:visible').click();
      const items = page.locator('.profile-menu__list:visible').getByRole('link');
      await expect(items).toHaveText(persona.menu);
    });
  }
});
