/**
 * Document titles read '<página> · Huella'. The main layout names every page it
 * knows; a page that knows better (an animal's name, a 404) calls
 * useDocumentTitle, whose effect runs after the layout's and so wins.
 */
import { useEffect } from 'react';
import { SITE_NAME } from '@huella/shared/constants';

export const formatDocumentTitle = (page: string) => `${page} · ${SITE_NAME}`;

export function useDocumentTitle(page: string | null | undefined) {
  useEffect(() => {
    if (page) document.title = formatDocumentTitle(page);
  }, [page]);
}
