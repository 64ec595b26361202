import { useMemo, useRef, useState } from 'react';
import { App, Button, Card, Skeleton, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, EnvironmentOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { createWordMatcher, isObserver, type Vehicle } from '@fsp/domain';
import { ListSearchInput } from '../../components/list-search-input';
import { QueryState } from '../../components/query-state';
import { PART2_DAY_FORMAT } from '../../lib/date-formats';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useListPage } from '../../lib/use-list-page';
import { useSession } from '../session';
import { StatusRefusal } from '../../components/field-refusal';
import { useSaveVehicle, useVehicles } from './api';
import { PlateDialog } from './plate-dialog';
import { PlateMapDialog } from './plate-map-dialog';
import { focusIfLost } from '../../components/focus-if-lost';
import { PLATE_STATUSES, plateStatus, type PlateStatus } from './plate-status';

export const PLATE_PAGE_SIZE = 20;
const PLATE_CELL_STYLE = { display: 'inline-block', maxWidth: 240, overflowWrap: 'anywhere' } as const;
const API_DAY = 'YYYYMMDD';
const day = (yyyymmdd: string) => dayjs(yyyymmdd, API_DAY).format(PART2_DAY_FORMAT);
// A long status ('არააქტიური 30 სექტემბერი 2025‑დან') wraps between its words rather than widening the table past
// 1280 px (Georgian with the menu folded); the day of the month stays with its month ('30 September' / '2025' at worst).
const STATUS_TAG_STYLE = { whiteSpace: 'normal', maxWidth: '11em', minWidth: 'min-content' } as const;
const wholeDay = (yyyymmdd: string) => day(yyyymmdd).replace(' ', '\u00a0');
const STATUS_FILTER_KEYS = { active: 'plates.status.active', inactive: 'plates.status.inactive', upcoming: 'plates.status.upcoming' } as const;

/**
 * Plate management (spec part 2 §2): a search over plate number, organization, created-by and updated-by
 * (every word must match, Turkish dotted I folded), a table of 20 with a skeleton while loading, add and
 * edit, the location on a map, and delete after a confirmation naming the plate in bold (not for OBSERVER).
 * A status column (not in the spec's list) tells the plates registered today from those deactivated already and those
 * registered from a later day, with the header's filter to show one kind only (see plate-status for "today").
 */
export function PlateManagementScreen() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { roles } = useSession();
  const viewOnly = isObserver(roles);
  const vehicles = useVehicles();
  const save = useSaveVehicle();
  const [text, setText] = useState('');
  const [query, setQuery] = useDebouncedValue(text);
  const addButton = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState<{ vehicle: Vehicle | null } | null>(null);
  const [mapOf, setMapOf] = useState<Vehicle | null>(null);
  const [statusFilter, setStatusFilter] = useState<PlateStatus[]>([]);
  // The browser's day, as the add dialog's default registration day (plate-status explains why not the country's).
  const today = dayjs().format(API_DAY);
  const rows = useMemo(() => {
    const matches = createWordMatcher(query);
    return (vehicles.data ?? []).filter(
      (v) => matches([v.plateNumber, v.orgunitDisplayName, v.createdBy, v.updatedBy]) && (statusFilter.length === 0 || statusFilter.includes(plateStatus(v, today))),
    );
  }, [vehicles.data, query, statusFilter, today]);
  const [page, setPage] = useListPage(`${query}\n${statusFilter.join()}`, rows.length, PLATE_PAGE_SIZE);

  const confirmDelete = (vehicle: Vehicle) => {
    let removed = false;
    void modal.confirm({
      width: 600,
      title: t('plates.deleteTitle'),
      content: (
        <Typography.Text strong data-testid="plate-delete-name">
          {vehicle.plateNumber}
        </Typography.Text>
      ),
      okText: t('plates.actions.delete'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'plate-delete-confirm' },
      autoFocusButton: 'cancel',
      // The deleted row's button opened this: focus goes to Add plate rather than to the page's body.
      afterClose: () => {
        if (removed) focusIfLost(addButton.current);
      },
      // A refusal means the plate is gone already (deleted in another tab): the question closes on the refreshed list.
      // Without an answer (no connection) it stays, for another try.
      onOk: async () => {
        await save.mutateAsync({ vehicleId: vehicle.vehicleId, deleted: true }).catch((error: unknown) => {
          if (!(error instanceof StatusRefusal)) throw error;
        });
        removed = true;
      },
    });
  };

  const columns: TableColumnsType<Vehicle> = [
    { key: 'organization', title: t('plates.columns.organization'), dataIndex: 'orgunitDisplayName', ellipsis: true },
    {
      key: 'plate',
      title: t('plates.columns.plateNumber'),
      // A plate number has no spaces (normalised) and may be 255 characters: it wraps anywhere rather than widening the table past the dates.
      render: (_, v) => (
        <Typography.Text strong style={PLATE_CELL_STYLE} data-testid="plate-number-cell">
          {v.plateNumber}
        </Typography.Text>
      ),
    },
    {
      key: 'status',
      title: t('plates.columns.status'),
      filters: PLATE_STATUSES.map((status) => ({ text: t(STATUS_FILTER_KEYS[status]), value: status })),
      filteredValue: statusFilter,
      render: (_, v) => {
        const status = plateStatus(v, today);
        // Inactive from the day after the deactivation day, which is still a registered day.
        return status === 'active' ? (
          <Tag color="green" data-testid="plate-status" data-status={status}>
            {t('plates.status.active')}
          </Tag>
        ) : status === 'inactive' ? (
          <Tag style={STATUS_TAG_STYLE} data-testid="plate-status" data-status={status}>
            {t('plates.status.inactiveSince', { date: wholeDay(dayjs(v.deactivationDate, API_DAY).add(1, 'day').format(API_DAY)) })}
          </Tag>
        ) : (
          <Tag color="blue" style={STATUS_TAG_STYLE} data-testid="plate-status" data-status={status}>
            {t('plates.status.from', { date: wholeDay(v.activationDate) })}
          </Tag>
        );
      },
    },
    { key: 'activation', title: t('plates.columns.activationDate'), render: (_, v) => day(v.activationDate) },
    { key: 'deactivation', title: t('plates.columns.deactivationDate'), render: (_, v) => day(v.deactivationDate) },
    { key: 'updated', title: t('plates.columns.updatedDate'), render: (_, v) => day(v.updatedDate) },
    { key: 'updatedBy', title: t('plates.columns.updatedBy'), ellipsis: true, render: (_, v) => v.updatedBy ?? v.createdBy },
    {
      key: 'actions',
      title: t('plates.columns.actions'),
      width: 140,
      fixed: 'right',
      align: 'center',
      render: (_, v) => (
        <Space size={0}>
          {viewOnly ? null : (
            <Tooltip title={t('plates.actions.edit')}>
              <Button type="text" icon={<EditOutlined />} aria-label={t('plates.actions.edit')} onClick={() => setEditing({ vehicle: v })} data-testid={`plate-edit-${v.vehicleId}`} />
            </Tooltip>
          )}
          <Tooltip title={t('plates.actions.map')}>
            <Button type="text" icon={<EnvironmentOutlined />} aria-label={t('plates.actions.map')} onClick={() => setMapOf(v)} data-testid={`plate-map-${v.vehicleId}`} />
          </Tooltip>
          {viewOnly ? null : (
            <Tooltip title={t('plates.actions.delete')}>
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('plates.actions.delete')} onClick={() => confirmDelete(v)} data-testid={`plate-delete-${v.vehicleId}`} />
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('plates.title')}
      extra={
        viewOnly ? null : (
          <Button ref={addButton} type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ vehicle: null })} data-testid="plate-add">
            {t('plates.add')}
          </Button>
        )
      }
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <ListSearchInput text={text} onText={setText} onApply={setQuery} placeholder={t('plates.search')} label={t('plates.search')} width={560} testId="plate-search" />
        {vehicles.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} data-testid="plate-skeleton" />
        ) : (
          // A failed read is not "no plates": it says so, with Retry, instead of an empty table.
          <QueryState query={vehicles} errorTitle={t('plates.loadFailed')} testId="plate-list">
            <Table<Vehicle>
              rowKey="vehicleId"
              size="middle"
              columns={columns}
              dataSource={rows}
              locale={{ emptyText: query.trim() || statusFilter.length > 0 ? t('plates.noMatch') : t('plates.empty') }}
              onChange={(_, filters) => setStatusFilter((filters.status as PlateStatus[] | null) ?? [])}
              scroll={{ x: 'max-content' }}
              data-testid="plate-table"
              onRow={(v) => ({ 'data-testid': 'plate-row', 'data-plate': v.plateNumber }) as React.HTMLAttributes<HTMLElement>}
              pagination={{ current: page, pageSize: PLATE_PAGE_SIZE, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
            />
          </QueryState>
        )}
      </Space>
      {editing ? <PlateDialog vehicle={editing.vehicle} onClose={() => setEditing(null)} /> : null}
      {mapOf ? <PlateMapDialog vehicle={mapOf} viewOnly={viewOnly} onClose={() => setMapOf(null)} /> : null}
    </Card>
  );
}
