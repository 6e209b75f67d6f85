import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

/**
 * The browser's title: the page's own name, then the product's ("Page not found · 知问"), in the
 * language shown; the product's name alone for a page without one.
 */
export function usePageTitle(title: string | null) {
  const { t } = useLingui();
  useEffect(() => {
    const product = t`Zhiwen`;
    document.title = title ? `${title} · ${product}` : product;
  }, [title, t]);
}
