import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { CloseCircleFilled, ExclamationCircleFilled, WarningFilled } from '@ant-design/icons';
import { useAntdToken } from '../lib/use-antd-token';
import './standalone-result.css';

// antd's own 404 and 403 illustrations, each a chunk fetched when its page shows: antd Result imports all three
// of its illustrations (~10 kB gzipped) wherever it is used, and the standalone pages are in every first load.
// One that cannot be fetched leaves its box empty rather than turning the page into the error page.
const illustration = (load: () => Promise<{ default: ComponentType }>) => lazy(() => load().catch(() => ({ default: () => null })));
const ILLUSTRATIONS = {
  '404': illustration(() => import('antd/es/result/noFound')),
  '403': illustration(() => import('antd/es/result/unauthorized')),
};
const ICONS = {
  error: { Icon: CloseCircleFilled, color: 'colorError' },
  warning: { Icon: WarningFilled, color: 'colorWarning' },
  info: { Icon: ExclamationCircleFilled, color: 'colorInfo' },
} as const;

/**
 * The message of a standalone page (offline, errors, 403/404) laid out as antd Result lays it out, with antd's
 * tokens: an illustration or a large status icon, the title, the description and the actions, centred.
 */
export function StandaloneResult({
  status,
  icon,
  title,
  subTitle,
  extra,
}: {
  status: keyof typeof ILLUSTRATIONS | keyof typeof ICONS;
  /** In place of the status's icon (not of an illustration). */
  icon?: ReactNode;
  title: ReactNode;
  subTitle: ReactNode;
  extra: ReactNode;
}) {
  const token = useAntdToken();
  let image: ReactNode;
  if (status === '404' || status === '403') {
    const Illustration = ILLUSTRATIONS[status];
    // The illustration's box is kept while it loads, so the text does not move.
    image = (
      <div style={{ width: 250, height: 295, margin: `0 auto ${token.paddingLG}px` }}>
        <Suspense fallback={null}>
          <Illustration />
        </Suspense>
      </div>
    );
  } else {
    const { Icon, color } = ICONS[status];
    const heading = token.fontSizeHeading3;
    image = (
      <div
        className="standalone-result-icon"
        style={{
          marginBottom: token.paddingLG,
          color: token[color],
          ['--standalone-result-icon-size' as string]: typeof heading === 'number' ? `${heading * 3}px` : `calc(${heading} * 3)`,
        }}
      >
        {icon ?? <Icon />}
      </div>
    );
  }
  return (
    <div style={{ padding: `${token.paddingLG * 2}px ${token.paddingXL}px`, textAlign: 'center' }}>
      {image}
      <div style={{ color: token.colorTextHeading, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, marginBlock: token.marginXS }}>
        {title}
      </div>
      <div style={{ color: token.colorTextDescription, fontSize: token.fontSize, lineHeight: token.lineHeight }}>{subTitle}</div>
      <div style={{ marginTop: token.paddingLG }}>{extra}</div>
    </div>
  );
}
