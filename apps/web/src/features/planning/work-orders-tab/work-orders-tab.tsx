import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Alert, Badge, Button, DatePicker, Empty, Flex, Radio, Segmented, Table, Tooltip, Typography } from 'antd';
import { Input } from '../../../components/input';
import { Select } from '../../../components/select';
import { EnvironmentOutlined, FilterOutlined, ReloadOutlined, UnorderedListOutlined, UndoOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { WORK_ORDER_NUMBER_MAX_LENGTH, validateWorkOrderNumber, workOrderWindowDay, type OptionalDateRange, type WorkOrder, type WorkOrderNumberError } from '@fsp/domain';
import { workOrderNumberErrorText } from '../../../components/work-order-number-input';
import { timezoneOffsetMinutes } from '../../../lib/browser-time-zone';
import { LOCAL_KEYS } from '../../../lib/storage-keys';
import { moveColumnBy, sameColumnOrder } from './column-order';
import { useColumnOrder } from './use-column-order';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { WORK_ORDER_COLUMN_KEYS, buildWorkOrderColumns, type HeaderDrag, type WorkOrderColumnKey } from './work-order-columns';
import {
  DEFAULT_QUICK_FILTERS,
  SIM_STAGE_CODES,
  quickFiltersActive,
  selectWorkOrders,
  type WorkOrderQuickFilters,
  type WorkOrderSort,
} from './work-order-filters';
import { WorkOrderItemsTable } from './work-order-items-table';
import { EXPAND_COLUMN_WIDTH, workOrderTableLayout } from './column-fit';
import { useHeaderWidths } from './use-header-widths';
import { useElementWidth } from '../../../lib/use-element-width';
import { useLanguage } from '../../../i18n';
import { WorkOrdersMap } from './work-orders-map';
import { ListSearchInput } from '../../../components/list-search-input';
import { QueryState } from '../../../components/query-state';
import { useListPage } from '../../../lib/use-list-page';
import { PART1_DAY_PICKER_FORMATS } from '../../../lib/date-formats';
import { useSession } from '../../session';
import { normalizeOrganizations, planningWorkOrdersQueryOptions } from '../../../api/planning';
import { listRowDrag } from '../model/list-drag';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';

/** Spec part 1 §9: the planning work-order table shows 10 rows a page. */
export const WORK_ORDERS_PAGE_SIZE = 10;
const YMD = 'YYYY-MM-DD';

export interface WorkOrdersTabProps {
  /** Org units whose work orders to list (the planning filter's organizations). */
  organizations: string[];
  /** The planning day, YYYY-MM-DD. */
  searchDate: string;
  /** The plan-date range of the quick filters: the planning filter's, which its presets set. */
  planRange: OptionalDateRange;
  onPlanRangeChange(range: OptionalDateRange): void;
  /** OBSERVER: no add-to-plan buttons. */
  readOnly: boolean;
  /** The add-to-plan button of a row (opens the assignment drawer for that order). */
  onAddForOrder?: (workOrder: WorkOrder) => void;
  /** The planning filter's teams: the map's closest-technician search ranks their technicians. */
  teamIds?: readonly number[];
}

/**
 * The planning grid's Work orders tab (spec part 1 §2): the open work orders of the selected
 * organizations around the planning day, with text and number search, quick filters, a
 * reorderable column set and an expandable item list per order.
 */
export function WorkOrdersTab({ organizations, searchDate, planRange, onPlanRangeChange, readOnly, onAddForOrder, teamIds = [] }: WorkOrdersTabProps) {
  const { t } = useTranslation();
  // MAP_PLANNING: a map view can replace the list (spec part 1 §2, §6).
  const session = useSession();
  const { codeName } = session;
  const mapEnabled = session.isEnabled('MAP_PLANNING');
  const [view, setView] = useState<'list' | 'map'>('list');
  const showMap = mapEnabled && view === 'map';
  const ids = useId();

  const orgKey = normalizeOrganizations(organizations).join('\n');
  const orgs = useMemo(() => (orgKey === '' ? [] : orgKey.split('\n')), [orgKey]);
  // A new selection shows the skeleton; a refetch of the same one (after a save) keeps the table. The server's window
  // around the asked day moves to hold a plan-date range beyond it ("last 3 months").
  const windowDay = workOrderWindowDay(searchDate, planRange);
  const query = useQuery({ ...planningWorkOrdersQueryOptions(orgs, windowDay), enabled: orgs.length > 0 });

  // Searches and quick filters.
  const [text, setText] = useState('');
  const [debouncedText, applyText] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const [numberInput, setNumberInput] = useState('');
  const [orderNumber, setOrderNumber] = useState<string | null>(null);
  const [numberError, setNumberError] = useState<WorkOrderNumberError | null>(null);
  const [quickOpen, setQuickOpen] = useState(false);
  const [ownQuick, setQuick] = useState<Omit<WorkOrderQuickFilters, 'planRange'>>(DEFAULT_QUICK_FILTERS);
  const rangeSet = planRange.start !== null || planRange.end !== null;
  const quick = useMemo<WorkOrderQuickFilters>(() => ({ ...ownQuick, planRange }), [ownQuick, planRange]);
  // A range set in the filter drawer shows where it applies.
  useEffect(() => {
    if (rangeSet) setQuickOpen(true);
  }, [rangeSet, planRange]);

  const submitNumber = (value: string, source?: 'clear' | 'input') => {
    if (source === 'clear') {
      setNumberInput('');
      setOrderNumber(null);
      setNumberError(null);
      return;
    }
    const result = validateWorkOrderNumber(value);
    if (result.ok) {
      setOrderNumber(result.workOrderNumber);
      setNumberError(null);
    } else {
      setOrderNumber(null);
      setNumberError(result.error);
    }
  };

  const resetAll = () => {
    setText('');
    applyText('');
    setNumberInput('');
    setOrderNumber(null);
    setNumberError(null);
    setQuick(DEFAULT_QUICK_FILTERS);
    if (rangeSet) onPlanRangeChange({ start: null, end: null });
  };

  // Rows: "now" moves with each load so plan-end colours and the missing-date sort key stay current.
  const tzOffsetMinutes = timezoneOffsetMinutes();
  // The time of the last load (TanStack Query records it), so rendering stays pure.
  const now = query.dataUpdatedAt || 0;
  const rows = useMemo(
    () => (query.data ? selectWorkOrders(query.data, { text: debouncedText, orderNumber, quick }, { now, tzOffsetMinutes, codeName }) : []),
    [query.data, debouncedText, orderNumber, quick, now, tzOffsetMinutes, codeName],
  );

  const [currentPage, setPage] = useListPage(JSON.stringify([orgKey, searchDate, debouncedText, orderNumber, quick]), rows.length, WORK_ORDERS_PAGE_SIZE);

  // Column order: drag a header, or Alt+Left / Alt+Right on a focused header.
  const columnOrder = useColumnOrder<WorkOrderColumnKey>(LOCAL_KEYS.planningWorkOrderColumns, WORK_ORDER_COLUMN_KEYS);
  const [dragging, setDragging] = useState<WorkOrderColumnKey | null>(null);
  const [over, setOver] = useState<WorkOrderColumnKey | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [tableBox, setTableBox] = useState<HTMLDivElement | null>(null);
  const refocusKey = useRef<WorkOrderColumnKey | null>(null);
  const { move, moveBy, order } = columnOrder;

  useEffect(() => {
    // After a keyboard move the header is rendered anew in its new place: give it the focus back.
    const key = refocusKey.current;
    if (key === null) return;
    refocusKey.current = null;
    tableBox?.querySelector<HTMLElement>(`th[data-column-key="${key}"]`)?.focus();
  }, [order, tableBox]);

  const announce = useCallback(
    (key: WorkOrderColumnKey, nextOrder: readonly WorkOrderColumnKey[]) =>
      setAnnouncement(
        t('planningWorkOrders.columnMoved', {
          column: t(`planningWorkOrders.columns.${key}`),
          position: nextOrder.indexOf(key) + 1,
          count: nextOrder.length,
        }),
      ),
    [t],
  );

  const drag = useMemo<HeaderDrag>(
    () => ({
      dragging,
      over,
      start: (key) => setDragging(key),
      enter: (key) => setOver(key),
      leave: (key) => setOver((current) => (current === key ? null : current)),
      drop: (key) => {
        if (dragging !== null && dragging !== key) move(dragging, key);
        setDragging(null);
        setOver(null);
      },
      end: () => {
        setDragging(null);
        setOver(null);
      },
      moveBy: (key, delta) => {
        const nextOrder = moveColumnBy(order, key, delta);
        if (sameColumnOrder(nextOrder, order)) return; // already at that end
        refocusKey.current = key;
        moveBy(key, delta);
        announce(key, nextOrder);
      },
    }),
    [dragging, over, move, moveBy, order, announce],
  );

  // Widths from the box and the header texts, so that no header is cut whatever the language and window.
  const language = useLanguage();
  const boxWidth = useElementWidth(tableBox);
  const headerWidths = useHeaderWidths(tableBox, boxWidth, `${language}:${order.join()}`);
  const layout = useMemo(() => workOrderTableLayout(order, { readOnly, boxWidth, headerWidths }), [order, readOnly, boxWidth, headerWidths]);
  const columns = useMemo(
    () => buildWorkOrderColumns({ t, order, now, tzOffsetMinutes, readOnly, onAdd: onAddForOrder, drag, codeName, widths: layout.widths }),
    [t, order, now, tzOffsetMinutes, readOnly, onAddForOrder, drag, codeName, layout.widths],
  );

  const quickPanelId = `${ids}-quick`;
  const numberErrorId = `${ids}-number-error`;
  const quickActive = quickFiltersActive(quick);
  const anyFilter = quickActive || text !== '' || numberInput !== '' || numberError !== null;

  const toolbar = (
    <Flex wrap gap={8} align="flex-start">
      <ListSearchInput
        text={text}
        onText={setText}
        onApply={applyText}
        placeholder={t('planningWorkOrders.searchPlaceholder')}
        label={t('planningWorkOrders.searchLabel')}
        width={400}
        testId="work-orders-search"
      />
      <div>
        <Input.Search
          allowClear
          value={numberInput}
          maxLength={WORK_ORDER_NUMBER_MAX_LENGTH}
          inputMode="numeric"
          onChange={(event) => {
            setNumberInput(event.target.value);
            if (numberError !== null) setNumberError(null);
          }}
          onSearch={(value, _event, info) => submitNumber(value, info?.source)}
          placeholder={t('planningWorkOrders.orderNumberPlaceholder')}
          aria-label={t('planningWorkOrders.orderNumberLabel')}
          aria-invalid={numberError !== null}
          aria-describedby={numberError !== null ? numberErrorId : undefined}
          status={numberError !== null ? 'error' : undefined}
          enterButton={t('planningWorkOrders.orderNumberSearch')}
          style={{ width: 260 }}
          data-testid="work-order-number-search"
        />
        {numberError !== null && (
          <Typography.Text
            id={numberErrorId}
            type="danger"
            role="alert"
            style={{ display: 'block', fontSize: 12, marginTop: 2 }}
            data-testid="work-order-number-error"
          >
            {workOrderNumberErrorText(t, numberError)}
          </Typography.Text>
        )}
      </div>
      <Badge dot={quickActive} offset={[-4, 4]}>
        <Button
          icon={<FilterOutlined />}
          type={quickOpen ? 'primary' : 'default'}
          aria-expanded={quickOpen}
          aria-controls={quickPanelId}
          onClick={() => setQuickOpen((open) => !open)}
          data-testid="work-orders-quick-filter-toggle"
        >
          {t('planningWorkOrders.quickFilters')}
        </Button>
      </Badge>
      <Flex gap={8} align="center" style={{ marginInlineStart: 'auto' }}>
        {mapEnabled && (
          <Segmented<'list' | 'map'>
            value={view}
            onChange={setView}
            aria-label={t('technicianMap.viewLabel')}
            tabIndex={-1}
            options={[
              { value: 'list', label: t('technicianMap.listToggle'), icon: <UnorderedListOutlined /> },
              { value: 'map', label: t('technicianMap.mapToggle'), icon: <EnvironmentOutlined /> },
            ]}
            data-testid="work-orders-view-toggle"
          />
        )}
        {!showMap && !sameColumnOrder(order, WORK_ORDER_COLUMN_KEYS) && (
          <Button type="link" icon={<UndoOutlined />} onClick={columnOrder.reset} data-testid="work-orders-reset-columns">
            {t('planningWorkOrders.resetColumns')}
          </Button>
        )}
        {query.data && (
          <Typography.Text type="secondary" data-testid="work-orders-count">
            {t('planningWorkOrders.total', { count: rows.length })}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );

  // The picker holds a typed start until the end is in, and drops it for any new value array: a new one only when the
  // range changes, not on each render (a reload landing between the two ends lost the start, or put the old one back).
  const rangeValue = useMemo<[Dayjs | null, Dayjs | null]>(
    () => [planRange.start ? dayjs(planRange.start, YMD) : null, planRange.end ? dayjs(planRange.end, YMD) : null],
    [planRange.start, planRange.end],
  );

  const quickPanel = quickOpen && (
    <section
      id={quickPanelId}
      aria-label={t('planningWorkOrders.quickFiltersPanel')}
      data-testid="work-orders-quick-filters"
      style={{ padding: 12, border: '1px solid #e5e9f0', borderRadius: 8, background: '#fafbfd' }}
    >
      <Flex wrap gap={16} align="flex-end">
        <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          <Typography.Text type="secondary">{t('planningWorkOrders.planDates')}</Typography.Text>
          <DatePicker.RangePicker
            value={rangeValue}
            format={PART1_DAY_PICKER_FORMATS}
            allowEmpty={[true, true]}
            placeholder={[t('planningWorkOrders.planStart'), t('planningWorkOrders.planEnd')]}
            onChange={(dates) => onPlanRangeChange({ start: dates?.[0]?.format(YMD) ?? null, end: dates?.[1]?.format(YMD) ?? null })}
            data-testid="work-orders-plan-range"
          />
        </label>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          <Typography.Text type="secondary" id={`${ids}-sort`}>
            {t('planningWorkOrders.sortBy')}
          </Typography.Text>
          <Radio.Group
            optionType="button"
            aria-labelledby={`${ids}-sort`}
            value={quick.sort}
            onChange={(event) => setQuick((q) => ({ ...q, sort: event.target.value as WorkOrderSort }))}
            options={[
              { value: 'planTo', label: t('planningWorkOrders.sortPlanTo') },
              { value: 'planFrom', label: t('planningWorkOrders.sortPlanFrom') },
            ]}
            data-testid="work-orders-sort"
          />
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 320, flex: '1 1 320px', maxWidth: 560 }}>
          <Typography.Text type="secondary" id={`${ids}-stages`}>
            {t('planningWorkOrders.simStage')}
          </Typography.Text>
          <Select
            mode="multiple"
            allowClear
            aria-labelledby={`${ids}-stages`}
            value={[...quick.simStages]}
            onChange={(simStages: string[]) => setQuick((q) => ({ ...q, simStages }))}
            placeholder={t('planningWorkOrders.simStagePlaceholder')}
            maxTagCount="responsive"
            options={SIM_STAGE_CODES.map((code) => ({ value: code, label: `${code} · ${t(`planningWorkOrders.simStages.${code}`)}` }))}
            data-testid="work-orders-sim-stages"
          />
        </div>
        <Tooltip title={t('planningWorkOrders.resetHint')}>
          <Button icon={<ReloadOutlined />} onClick={resetAll} disabled={!anyFilter} data-testid="work-orders-reset">
            {t('planningWorkOrders.reset')}
          </Button>
        </Tooltip>
      </Flex>
    </section>
  );

  const table = (
      <div ref={setTableBox} data-testid="work-orders-table">
        {orderNumber !== null && rows.length > 0 && (
          <Alert type="info" showIcon style={{ marginBottom: 8 }} title={t('planningWorkOrders.orderNumberActive', { number: orderNumber })} />
        )}
        <Table<WorkOrder>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={rows}
          onRow={readOnly ? undefined : (order) => listRowDrag({ kind: 'workOrder', workOrder: order }, order.orderNumber)}
          loading={query.isFetching}
          tableLayout="fixed"
          scroll={{ x: layout.scrollWidth }}
          expandable={{ expandedRowRender: (workOrder) => <WorkOrderItemsTable order={workOrder} />, columnWidth: EXPAND_COLUMN_WIDTH, fixed: 'left' }}
          pagination={{
            current: currentPage,
            pageSize: WORK_ORDERS_PAGE_SIZE,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  orderNumber !== null
                    ? t('planningWorkOrders.orderNumberNotFound', { number: orderNumber })
                    : t('planningWorkOrders.emptyFiltered')
                }
                data-testid="work-orders-no-match"
              />
            ),
          }}
        />
      </div>
  );
  const body =
    orgs.length === 0 ? (
      <Empty description={t('planningWorkOrders.chooseOrganization')} data-testid="work-orders-no-organization" />
    ) : (
      <QueryState query={query} loadingRows={8} errorTitle={t('planningWorkOrders.loadFailed')} emptyText={t('planningWorkOrders.empty')} testId="work-orders">
        {showMap ? <WorkOrdersMap workOrders={rows} teamIds={teamIds} searchDate={searchDate} /> : table}
      </QueryState>
    );

  return (
    <Flex vertical gap={12} data-testid="planning-work-orders-tab" aria-label={t('planningWorkOrders.tableLabel')} role="region">
      {toolbar}
      {quickPanel}
      {body}
      <div aria-live="polite" style={VISUALLY_HIDDEN}>
        {announcement}
      </div>
    </Flex>
  );
}
