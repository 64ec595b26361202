import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Button, Drawer, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useFirstFilterFieldFocus } from './use-first-field-focus';

/** Spec part 1 §9: filter drawers are 500, 550 or 600 px wide. */
export const LIST_FILTER_DRAWER_WIDTH = 550;
/** Spec part 2 §9: the filter drawers of its screens (activity, samples, statistics, CI board) are 600 px wide. */
export const PART2_FILTER_DRAWER_WIDTH = 600;

/**
 * When the drawer closes (Search, Cancel, Escape), the focus goes back at once to the control that had it when it
 * opened, or to `fallback` when that is gone (a removed chip) or there was none (a drawer open on arrival). antd's own
 * return waits for the closing animation (a Tab pressed meanwhile went to the page's top) and has nothing to go back
 * to for a drawer open on arrival.
 */
function useFocusBack(open: boolean, fallback: RefObject<HTMLElement | null> | undefined) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  // Read before antd's effect moves the focus into the drawer.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const target = opener.current?.isConnected ? opener.current : fallback?.current;
    opener.current = null;
    target?.focus({ preventScroll: true });
  }, [open, fallback]);
}

/**
 * The side drawer that holds a list screen's filter form, with Reset, Cancel and Search in its
 * footer. The form itself (and its validation) is the screen's. `width` defaults to LIST_FILTER_DRAWER_WIDTH.
 * It opens on its first field and gives the focus back to its opener, or to `returnFocusTo` (the screen's Filters button).
 * Test ids: `${testIdPrefix}-filter-drawer`, `-filter-reset`, `-filter-search`.
 */
export function FilterDrawerShell({
  testIdPrefix,
  open,
  title,
  onClose,
  onSearch,
  onReset,
  width = LIST_FILTER_DRAWER_WIDTH,
  returnFocusTo,
  datesFirst = false,
  children,
}: {
  testIdPrefix: string;
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  onSearch: () => void;
  onReset?: () => void;
  width?: number;
  /** Where the focus goes on closing when the drawer's opener is gone or it opened by itself. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Opens on its date range (the first field) rather than on the first criterion after it (useFirstFilterFieldFocus). */
  datesFirst?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const firstField = useFirstFilterFieldFocus(open, { dates: datesFirst });
  useFocusBack(open, returnFocusTo);
  return (
    <Drawer
      {...firstField}
      open={open}
      onClose={onClose}
      placement="left"
      size={width}
      title={title}
      // Rendered at its first opening and kept (not forceRender: a portal rendered before it opens stays on
      // @rc-component/portal's Escape stack under every overlay registered later, which then takes its Escape, as
      // it did on the planning board; opened, it now comes on top).
      destroyOnHidden={false}
      // useFocusBack gives the focus back at once.
      focusable={{ focusTriggerAfterClose: false }}
      data-testid={`${testIdPrefix}-filter-drawer`}
      footer={
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          {onReset ? (
            <Button onClick={onReset} data-testid={`${testIdPrefix}-filter-reset`}>
              {t('listFilters.reset')}
            </Button>
          ) : (
            <span />
          )}
          <Space>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="primary" icon={<SearchOutlined />} onClick={onSearch} data-testid={`${testIdPrefix}-filter-search`}>
              {t('listFilters.search')}
            </Button>
          </Space>
        </Space>
      }
    >
      {children}
    </Drawer>
  );
}
