import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** document.title = `${page title} | ${product name}` (part 2 §2). */
export function useDocumentTitle(pageTitle: string | null | undefined): void {
  const { t } = useTranslation();
  const product = t('app.productName');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${product}` : product;
  }, [pageTitle, product]);
}
