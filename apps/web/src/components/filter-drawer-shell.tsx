import type { ReactNode } from 'react';
import { Button, Drawer, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Spec part 1 §9: filter drawers are 500, 550 or 600 px wide. */
export const LIST_FILTER_DRAWER_WIDTH = 550;
/** Spec part 2 §9: the filter drawers of its screens (activity, samples, statistics, CI board) are 600 px wide. */
export const PART2_FILTER_DRAWER_WIDTH = 600;

/**
 * The side drawer that holds a list screen's filter form, with Reset, Cancel and Search in its
 * footer. The form itself (and its validation) is the screen's. `width` defaults to LIST_FILTER_DRAWER_WIDTH.
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
  children,
}: {
  testIdPrefix: string;
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  onSearch: () => void;
  onReset?: () => void;
  width?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={width}
      title={title}
      // Rendered at its first opening and kept (not forceRender: a portal rendered before it opens stays on
      // @rc-component/portal's Escape stack under every overlay registered later, which then takes its Escape, as
      // it did on the planning board; opened, it now comes on top).
      destroyOnHidden={false}
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
