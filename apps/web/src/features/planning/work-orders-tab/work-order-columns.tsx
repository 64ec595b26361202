import type { DragEvent, HTMLAttributes, KeyboardEvent } from 'react';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import dayjs from 'dayjs';
import { ymdFromEpoch, type WorkOrder } from '@fsp/domain';
import { PlanEndTag } from '../../../components/plan-end-tag';
import { TruncatedText } from '../../../components/truncated-text';
import { isSimStageCode } from './work-order-filters';
import type { Session } from '../../session';
import { PART1_DATE_TIME_FORMAT } from '../../../lib/date-formats';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { ACTIONS_COLUMN_WIDTH } from './column-fit';
import { headerLabelProps } from './use-header-widths';

/** The data columns the user can reorder, in their default order. The add button stays last. */
export const WORK_ORDER_COLUMN_KEYS = [
  'orderNumber',
  'customer',
  'description',
  'serialNumber',
  'modelNumber',
  'code',
  'simStage',
  'planFrom',
  'planTo',
  'assigned',
] as const;
export type WorkOrderColumnKey = (typeof WORK_ORDER_COLUMN_KEYS)[number];

/** Moving a column by keyboard: Alt+Left / Alt+Right on a focused header. */
export interface HeaderDrag {
  dragging: WorkOrderColumnKey | null;
  over: WorkOrderColumnKey | null;
  start(key: WorkOrderColumnKey): void;
  enter(key: WorkOrderColumnKey): void;
  leave(key: WorkOrderColumnKey): void;
  drop(key: WorkOrderColumnKey): void;
  end(): void;
  moveBy(key: WorkOrderColumnKey, delta: number): void;
}

export interface WorkOrderColumnContext {
  t: TFunction;
  order: readonly WorkOrderColumnKey[];
  now: number;
  tzOffsetMinutes: number;
  readOnly: boolean;
  onAdd?: (workOrder: WorkOrder) => void;
  drag: HeaderDrag;
  /** Master-data names in the user's language (session.codeName). */
  codeName: Session['codeName'];
  /** Each column's width in the current box (workOrderTableLayout). */
  widths: Readonly<Record<WorkOrderColumnKey, number>>;
}

/** Short values (numbers, codes, dates) stay on one line. */
const NOWRAP_CELL = { onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }) };

const DRAG_MIME = 'application/x-fsp-column';

function headerCellProps(key: WorkOrderColumnKey, ctx: WorkOrderColumnContext): HTMLAttributes<HTMLElement> {
  const { drag, order, t } = ctx;
  const isTarget = drag.over === key && drag.dragging !== null && drag.dragging !== key;
  // The drop line sits on the side where the column will land.
  const landsAfter = isTarget && order.indexOf(drag.dragging!) < order.indexOf(key);
  const props: HTMLAttributes<HTMLElement> & Record<`data-${string}`, string> = {
    draggable: true,
    tabIndex: 0,
    title: t('planningWorkOrders.columnDragHint'),
    'data-column-key': key,
    'data-drop-target': isTarget ? (landsAfter ? 'after' : 'before') : 'none',
    style: {
      cursor: drag.dragging === key ? 'grabbing' : 'grab',
      opacity: drag.dragging === key ? 0.5 : undefined,
      boxShadow: isTarget ? `inset ${landsAfter ? -3 : 3}px 0 0 #1f5fbf` : undefined,
      background: isTarget ? '#e8f0fc' : undefined,
      userSelect: 'none',
      whiteSpace: 'nowrap',
    },
    onDragStart: (event: DragEvent<HTMLElement>) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData(DRAG_MIME, key);
      // Firefox starts a drag only when some data is set under a standard type.
      event.dataTransfer.setData('text/plain', key);
      drag.start(key);
    },
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (drag.dragging === null) return; // not one of our headers (a file, a text)
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (drag.over !== key) drag.enter(key);
    },
    onDragLeave: () => drag.leave(key),
    onDrop: (event: DragEvent<HTMLElement>) => {
      if (drag.dragging === null) return;
      event.preventDefault();
      drag.drop(key);
    },
    onDragEnd: () => drag.end(),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (!event.altKey || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
      event.preventDefault();
      drag.moveBy(key, event.key === 'ArrowLeft' ? -1 : 1);
    },
  };
  return props;
}

function day(epochMs: number | null, tzOffsetMinutes: number): string | null {
  return epochMs === null ? null : ymdFromEpoch(epochMs, tzOffsetMinutes);
}

function AssignedTechnicians({ order, t }: { order: WorkOrder; t: TFunction }) {
  if (order.assigned.length === 0) return <Typography.Text type="secondary">{t('planningWorkOrders.notPlanned')}</Typography.Text>;
  const names = [...new Set(order.assigned.map((a) => a.fullName))];
  const shown = names.slice(0, 2).join(', ');
  const details = order.assigned.map(
    (a) => `${a.fullName}: ${dayjs(a.startDate).format(PART1_DATE_TIME_FORMAT)} – ${dayjs(a.endDate).format(PART1_DATE_TIME_FORMAT)}`,
  );
  return (
    <Tooltip title={<div style={{ whiteSpace: 'pre-line' }}>{details.join('\n')}</div>}>
      <span tabIndex={0} aria-label={details.join('; ')} style={{ cursor: 'help' }}>
        {shown}
        {names.length > 2 && (
          <Tag style={{ marginInlineStart: 6 }}>{t('planningWorkOrders.moreTechnicians', { count: names.length - 2 })}</Tag>
        )}
      </span>
    </Tooltip>
  );
}

function dataColumn(key: WorkOrderColumnKey, ctx: WorkOrderColumnContext): ColumnsType<WorkOrder>[number] {
  const { t, now, tzOffsetMinutes, codeName } = ctx;
  // The leading column (the order number unless moved) names the row: it stays in view when the table scrolls.
  const base = {
    key,
    title: <span {...headerLabelProps(key)}>{t(`planningWorkOrders.columns.${key}`)}</span>,
    width: ctx.widths[key],
    fixed: ctx.order[0] === key ? ('left' as const) : undefined,
    onHeaderCell: () => headerCellProps(key, ctx),
  };
  switch (key) {
    case 'orderNumber':
      return { ...base, dataIndex: 'orderNumber', ...NOWRAP_CELL };
    case 'customer':
      return { ...base, render: (_, order) => <TruncatedText text={order.customer} /> };
    case 'description':
      return { ...base, render: (_, order) => <TruncatedText text={order.description} /> };
    case 'serialNumber':
      return { ...base, ...NOWRAP_CELL, render: (_, order) => <TruncatedText text={order.serialNumber} /> };
    case 'modelNumber':
      return { ...base, ...NOWRAP_CELL, render: (_, order) => <TruncatedText text={order.modelNumber} /> };
    case 'code':
      return {
        ...base,
        ...NOWRAP_CELL,
        render: (_, order) => {
          if (order.code === null) return null;
          const name = codeName('orderType', order.code, order.codeTxt);
          return name !== order.code ? (
            <Tooltip title={name}>
              <span tabIndex={0} aria-label={`${order.code} ${name}`} style={{ cursor: 'help' }}>
                {order.code}
              </span>
            </Tooltip>
          ) : (
            order.code
          );
        },
      };
    case 'simStage':
      return {
        ...base,
        render: (_, order) => {
          if (order.simStage === null) return null;
          const label = isSimStageCode(order.simStage) ? t(`planningWorkOrders.simStages.${order.simStage}`) : codeName('simStage', order.simStage, order.simStageTxt);
          return (
            <Space size={4} wrap={false} align="start">
              <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
                {order.simStage}
              </Typography.Text>
              <TruncatedText text={label} />
            </Space>
          );
        },
      };
    case 'planFrom':
      return {
        ...base,
        ...NOWRAP_CELL,
        render: (_, order) => day(order.planFrom, tzOffsetMinutes),
      };
    case 'planTo':
      return {
        ...base,
        ...NOWRAP_CELL,
        render: (_, order) => {
          if (order.planTo === null) return <Typography.Text type="secondary">{t('planningWorkOrders.noPlanEnd')}</Typography.Text>;
          return <PlanEndTag planTo={order.planTo} now={now} tzOffsetMinutes={tzOffsetMinutes} testId="work-order-plan-end" />;
        },
      };
    case 'assigned':
      return { ...base, render: (_, order) => <AssignedTechnicians order={order} t={t} /> };
  }
}

export function buildWorkOrderColumns(ctx: WorkOrderColumnContext): ColumnsType<WorkOrder> {
  const columns: ColumnsType<WorkOrder> = ctx.order.map((key) => dataColumn(key, ctx));
  const { onAdd, readOnly, t } = ctx;
  if (!readOnly) {
    columns.push({
      key: 'actions',
      title: <VisuallyHidden>{t('planningWorkOrders.columns.actions')}</VisuallyHidden>,
      fixed: 'right',
      width: ACTIONS_COLUMN_WIDTH,
      align: 'center',
      render: (_, order) => (
        <Tooltip title={`${t('planningWorkOrders.addToPlan')}. ${t('planning.listDrag.hint')}`}>
          <Button
            type="primary"
            size="small"
            icon={<PlusOutlined />}
            aria-label={t('planningWorkOrders.addToPlanFor', { number: order.orderNumber })}
            data-testid={`work-order-add-${order.id}`}
            onClick={() => onAdd?.(order)}
          />
        </Tooltip>
      ),
    });
  }
  return columns;
}
