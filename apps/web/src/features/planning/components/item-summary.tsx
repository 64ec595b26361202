import type { ReactNode } from 'react';
import { Button, Popconfirm, Space, Tag, type ButtonProps } from 'antd';
import { DeleteOutlined, ProfileOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { canDeleteScheduler, colorFor, deleteConfirmationKind, type GridItem } from '@fsp/domain';
import { itemCodes, itemFields } from '../model/item-fields';
import { useSession } from '../../session';
import { readableTextColor } from '../model/timeline-model';
import { PART1_DATE_TIME_FORMAT } from '../../../lib/date-formats';
import { Paragraph } from '../../../components/typography';
import { usePopconfirmFocus } from '../../../components/use-popconfirm-focus';

/** The status as a coloured tag, in the timeline's colour. */
export function StatusTag({ item }: { item: Pick<GridItem, 'orderWekingStatus' | 'warning'> }) {
  const { t } = useTranslation();
  const color = colorFor(item.orderWekingStatus, false);
  return (
    <Tag
      variant="filled"
      style={{ marginInlineEnd: 0, background: color, color: readableTextColor(color), border: 0 }}
      data-testid="planning-status-tag"
      data-status={item.orderWekingStatus}
    >
      {t(`planning.statuses.${item.orderWekingStatus}`)}
    </Tag>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

/**
 * The block popover (spec part 1 §2): start and end, customer and description, order number,
 * segment code, serial number, code, component and job codes with texts, the job-type label, the
 * status text (the coloured tag on top), Details, and Delete with its confirmation (hidden per canDeleteScheduler).
 */
export function ItemPopoverContent({
  item,
  roles,
  onDetails,
  onDelete,
}: {
  item: GridItem;
  roles: readonly string[];
  onDetails: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { codeName } = useSession();
  const f = itemFields(item, codeName);
  const codes = itemCodes(item, codeName);
  const deletable = canDeleteScheduler(item, roles);
  const confirmKind = deleteConfirmationKind(item);
  const deleteFocus = usePopconfirmFocus();
  return (
    <div className="pg-popover" data-testid="planning-block-popover" data-key={item.key}>
      <Space size={6} wrap style={{ marginBottom: 8 }}>
        <StatusTag item={item} />
        {item.dirty ? <Tag color="gold">{t('planning.timeline.unsaved')}</Tag> : null}
      </Space>
      {item.shouldBeDeleted ? (
        <Paragraph type="danger" style={{ fontSize: 12, marginBottom: 8 }}>
          {t('planning.item.flaggedForDeletion')}
        </Paragraph>
      ) : null}
      <dl>
        <Row label={t('planning.item.start')} value={dayjs(item.startDate).format(PART1_DATE_TIME_FORMAT)} />
        <Row label={t('planning.item.end')} value={dayjs(item.endDate).format(PART1_DATE_TIME_FORMAT)} />
        {f.kind === 'workOrder' ? (
          <>
            <Row label={t('planning.item.customer')} value={f.customer} />
            <Row label={t('planning.item.description')} value={f.description} />
            <Row label={t('planning.item.orderNumber')} value={f.orderNumber} />
            <Row label={t('planning.item.segmentCode')} value={f.segmentCode} />
            <Row label={t('planning.item.serialNumber')} value={f.serialNumber} />
            <Row label={t('planning.item.code')} value={codes.code} />
            <Row label={t('planning.item.component')} value={codes.component} />
            <Row label={t('planning.item.job')} value={codes.job} />
            <Row label={t('planning.item.jobType')} value={f.jobType ? t(`planning.jobTypes.${f.jobType}`) : null} />
          </>
        ) : (
          <>
            <Row label={t('planning.item.name')} value={f.name} />
            <Row label={t('planning.item.description')} value={f.description} />
            <Row label={t('planning.item.laborType')} value={f.laborType} />
          </>
        )}
      </dl>
      <Space>
        <Button size="small" icon={<ProfileOutlined />} onClick={onDetails} data-testid="planning-block-details">
          {t('planning.item.details')}
        </Button>
        {deletable ? (
          <Popconfirm
            title={t(confirmKind === 'plannedWork' ? 'planning.item.deletePlannedWork' : 'planning.item.deleteWorkOrder')}
            okText={t('common.yes')}
            cancelText={t('common.no')}
            okButtonProps={{ danger: true, 'data-testid': 'planning-block-delete-confirm' } as ButtonProps}
            onConfirm={onDelete}
            {...deleteFocus.props}
          >
            <Button ref={deleteFocus.trigger} size="small" danger icon={<DeleteOutlined />} data-testid="planning-block-delete">
              {t('planning.item.delete')}
            </Button>
          </Popconfirm>
        ) : null}
      </Space>
    </div>
  );
}
