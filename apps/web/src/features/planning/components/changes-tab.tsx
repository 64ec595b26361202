import { Button, Empty, Table, Tag, Tooltip, Typography } from 'antd';
import { UndoOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { PendingDirty, PendingItem } from '@fsp/domain';
import { changeDetail } from '../model/item-fields';
import { useSession } from '../../session';
import { PART1_DATE_TIME_FORMAT } from '../../../lib/date-formats';
import { saveErrorText } from '../save-error-text';

/** Spec part 1 §9: the Changes table shows 20 rows a page, without a size changer. */
export const CHANGES_PAGE_SIZE = 20;

const DIRTY_COLORS: Record<PendingDirty, string> = {
  added: 'green',
  updated: 'blue',
  deleted: 'red',
  'updated-deleted': 'volcano',
};

/**
 * The Changes tab (spec part 1 §2): status, technician, detail, start and end time and a discard
 * button per row. A change the server refused keeps its row, with the server's text on it.
 */
export function ChangesTab({
  changes,
  saveErrors,
  technicianNames,
  onDiscard,
}: {
  changes: readonly PendingItem[];
  saveErrors: Readonly<Record<string, string>>;
  /** bpNo -> full name, for changes whose technician name is not in the change itself. */
  technicianNames: ReadonlyMap<string, string>;
  onDiscard: (change: PendingItem) => void;
}) {
  const { t } = useTranslation();
  const { codeName } = useSession();
  return (
    <Table<PendingItem>
      data-testid="planning-changes-table"
      rowKey="key"
      size="middle"
      dataSource={[...changes]}
      pagination={{ pageSize: CHANGES_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('planning.changes.empty')} /> }}
      rowClassName={(change) => (saveErrors[change.key] || change.warning ? 'pg-changes-failed' : '')}
      onRow={(change) => ({ 'data-testid': 'planning-change-row', 'data-key': change.key, 'data-dirty': change.dirty }) as React.HTMLAttributes<HTMLTableRowElement>}
      columns={[
        {
          key: 'status',
          title: t('planning.changes.status'),
          width: 170,
          render: (_, change) => <Tag color={DIRTY_COLORS[change.dirty]}>{t(`planning.changes.dirty.${change.dirty}`)}</Tag>,
        },
        {
          key: 'technician',
          title: t('planning.changes.technician'),
          width: 180,
          render: (_, change) => change.technician.fullName || technicianNames.get(change.technicianId) || change.technicianId,
        },
        {
          key: 'detail',
          title: t('planning.changes.detail'),
          render: (_, change) => (
            <>
              <div>{changeDetail(change, codeName)}</div>
              {saveErrors[change.key] ? (
                <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="planning-change-error">
                  {t('planning.changes.notSaved', { message: saveErrorText(saveErrors[change.key], t) })}
                </Typography.Text>
              ) : null}
            </>
          ),
        },
        {
          key: 'start',
          title: t('planning.changes.start'),
          width: 140,
          render: (_, change) => dayjs(change.startDate).format(PART1_DATE_TIME_FORMAT),
        },
        {
          key: 'end',
          title: t('planning.changes.end'),
          width: 140,
          render: (_, change) => dayjs(change.endDate).format(PART1_DATE_TIME_FORMAT),
        },
        {
          key: 'discard',
          title: '',
          width: 120,
          align: 'right',
          render: (_, change) => (
            <Tooltip title={t('planning.changes.discardOne')}>
              <Button size="small" icon={<UndoOutlined />} onClick={() => onDiscard(change)} data-testid="planning-change-discard">
                {t('planning.changes.discard')}
              </Button>
            </Tooltip>
          ),
        },
      ]}
    />
  );
}
