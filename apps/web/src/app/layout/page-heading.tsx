import { Breadcrumb, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { findMenuPlacement, type AppMenu } from '../menu';
import { routeTitleKey, type RouteId } from '../route-table';

/** Breadcrumb (parent menu name / page title), the page title, and document.title. */
export function PageHeading({ routeId, menu }: { routeId: RouteId | null; menu: AppMenu }) {
  const { t } = useTranslation();
  const title = routeId ? t(routeTitleKey(routeId)) : null;
  useDocumentTitle(title);
  if (!routeId || !title) return null;

  const group = findMenuPlacement(menu, routeId)?.group ?? null;
  const crumbs = [...(group ? [{ title: t(`menu.groups.${group}`) }] : []), { title }];

  return (
    <div style={{ marginBottom: 20 }}>
      <div data-testid="breadcrumb">
        <Breadcrumb items={crumbs} />
      </div>
      <Typography.Title level={3} style={{ margin: '6px 0 0' }} data-testid="page-title">
        {title}
      </Typography.Title>
    </div>
  );
}
