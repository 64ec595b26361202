import { createContext, useContext, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { findMenuPlacement, type AppMenu } from '../menu';
import { routeTitleKey, type RouteId } from '../route-table';
import { Title } from '../../components/typography';
import { Breadcrumb } from './breadcrumb';

/** The element on the title's line that a screen's tools go into (null before it is mounted). */
export const PageToolsSlot = createContext<HTMLDivElement | null>(null);

/**
 * Renders a screen's tools (e.g. the planning filter bar) on the title's line, where they cost no
 * height of their own; in place when there is no heading (a screen rendered outside the layout).
 */
export function PageTools({ children }: { children: ReactNode }) {
  const slot = useContext(PageToolsSlot);
  return slot ? createPortal(children, slot) : children;
}

/** Title and breadcrumb (parent menu name / page title) on one compact line, the screen's tools beside them; and document.title. */
export function PageHeading({ routeId, menu, toolsRef }: { routeId: RouteId | null; menu: AppMenu; toolsRef?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation();
  const title = routeId ? t(routeTitleKey(routeId)) : null;
  useDocumentTitle(title);
  if (!routeId || !title) return null;

  const group = findMenuPlacement(menu, routeId)?.group ?? null;
  // A screen outside the menu groups has no breadcrumb: it would only repeat the title beside it.
  const crumbs = group ? [t(`menu.groups.${group}`), title] : null;

  return (
    <div style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '4px 16px', minHeight: 32, marginBottom: 8 }}>
      {/* On a phone the breadcrumb goes under the title rather than past the screen's edge. */}
      <div style={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: '0 12px', minWidth: 0 }}>
        <Title style={{ margin: 0, fontSize: 20, lineHeight: '28px', whiteSpace: 'nowrap' }} data-testid="page-title">
          {title}
        </Title>
        {crumbs ? (
          <div data-testid="breadcrumb" style={{ whiteSpace: 'nowrap', maxWidth: '100%' }}>
            <Breadcrumb items={crumbs} />
          </div>
        ) : null}
      </div>
      <div ref={toolsRef} style={{ flex: 1, minWidth: 0 }} data-testid="page-tools" />
    </div>
  );
}
