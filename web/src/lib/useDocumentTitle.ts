import { useEffect } from 'react';
import { SITE_NAME, usePageHead } from './pageHead';

export { SITE_NAME };

/** The tab title of a page: '{title} | Club Professioni Sanitarie' (the site name alone without a title). */
export function documentTitle(title: string | null | undefined): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** Sets the tab title, and the server-rendered page's <title> (lib/pageHead.tsx). */
export function useDocumentTitle(title: string | null | undefined) {
  usePageHead({ title: documentTitle(title) });
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
