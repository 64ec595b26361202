import { useTranslation } from 'react-i18next';

/** The product mark: an amber tile with the initial, beside the translated product name. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#f5a524" />
      <path d="M9 23V9h13v3.2h-9.2v2.6h8v3.1h-8V23z" fill="#0b1f3a" />
    </svg>
  );
}

/** The name ends with an ellipsis where the space is short (a phone's header), never pushing its neighbours off screen. */
export function Brand({ size = 32, color = 'inherit', showName = true }: { size?: number; color?: string; showName?: boolean }) {
  const { t } = useTranslation();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10, minWidth: 0, color }}>
      <BrandMark size={size} />
      {showName && (
        <span style={{ fontWeight: 600, fontSize: size >= 32 ? 18 : 16, letterSpacing: 0.2, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {t('app.productName')}
        </span>
      )}
    </span>
  );
}
