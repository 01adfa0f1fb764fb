// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Button, ButtonLink } from './Button';

afterEach(cleanup);

describe('Button and ButtonLink', () => {
  it('a button does not submit forms by default and is disabled and busy while loading', () => {
    render(
      <Button loading variant="warning">
        Acquista Online
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Acquista Online' }) as HTMLButtonElement;
    expect(button.type).toBe('button');
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.className).toContain('btn--warning');
  });

  it('a ButtonLink is a router link inside the portal and a plain anchor outside it', () => {
    render(
      <RouterProvider
        router={createMemoryRouter([
          {
            path: '*',
            element: (
              <>
                <ButtonLink to="/piani" variant="outline">
                  Piani
                </ButtonLink>
                <ButtonLink to="https://partner.example/">Partner</ButtonLink>
              </>
            ),
          },
        ])}
      />,
    );
    expect(screen.getByRole('link', { name: 'Piani' }).getAttribute('href')).toBe('/piani');
    expect(screen.getByRole('link', { name: 'Piani' }).className).toContain('btn--outline');
    expect(screen.getByRole('link', { name: 'Partner' }).getAttribute('href')).toBe('https://partner.example/');
  });
});
