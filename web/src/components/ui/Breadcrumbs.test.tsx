// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Breadcrumbs, HOME_BREADCRUMB_LABEL, HOME_CRUMB } from './Breadcrumbs';

afterEach(cleanup);

describe('Breadcrumbs (spec 1 §2: search-engine list markup)', () => {
  it('renders a BreadcrumbList with positioned items, links for ancestors and the current page last', () => {
    const items = [HOME_CRUMB, { label: 'News e Approfondimenti', to: '/news-approfondimenti' }, { label: 'Contenuti medico-scientifici' }];
    render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <Breadcrumbs items={items} /> }])} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const list = nav.querySelector('ol')!;
    expect(list.getAttribute('itemtype')).toBe('https://schema.org/BreadcrumbList');
    const entries = [...list.querySelectorAll('li[itemprop="itemListElement"]')];
    expect(entries.map((li) => li.querySelector('meta[itemprop="position"]')?.getAttribute('content'))).toEqual(['1', '2', '3']);
    expect(entries.map((li) => li.querySelector('[itemprop="name"]')?.textContent)).toEqual(items.map((item) => item.label));
    expect(screen.getByRole('link', { name: 'News e Approfondimenti' }).getAttribute('href')).toBe('/news-approfondimenti');
    expect(screen.queryByRole('link', { name: 'Contenuti medico-scientifici' })).toBeNull();
    expect(screen.getByText('Contenuti medico-scientifici').getAttribute('aria-current')).toBe('page');
  });

  it("one home label on every page: 'Home', even where a page wrote 'Homepage' (spec 1 §2; 2 §2 and 3 §2 write both)", () => {
    expect(HOME_BREADCRUMB_LABEL).toBe('Home');
    const items = [{ label: 'Homepage', to: '/' }, { label: 'Ricerca' }];
    render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <Breadcrumbs items={items} /> }])} />);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('Homepage')).toBeNull();
  });
});
