import { useEffect } from 'react';

export const SITE_NAME = 'Club Professioni Sanitarie';

/** Sets the tab title to '{title} | Club Professioni Sanitarie' (the site name alone without a title). */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
