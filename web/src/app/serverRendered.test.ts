import { describe, expect, it } from 'vitest';
import { isServerRendered } from './serverRendered';

describe('which pages the gateway renders for visitors', () => {
  it('renders the public pages and leaves the members’ own to the browser', () => {
    for (const path of ['/', '/piani', '/corsi-ecm-fad/antibiotici', '/news-approfondimenti/oncologia/biopsia', '/servizi/legali', '/libreria/104058', '/profilo-pubblico']) expect(isServerRendered(path), path).toBe(true);
    for (const path of ['/profilo', '/profilo/', '/profilo/dati-personali', '/PROFILO/cause', '/carrello', '/attivazione-trial', '/verify-login', '/link']) expect(isServerRendered(path), path).toBe(false);
  });
});
