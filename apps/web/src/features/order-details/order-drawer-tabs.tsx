import type { ReactNode } from 'react';
import { Tabs, type TabsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { canEditPlanning, type RuleConfig } from '@fsp/domain';
import { AttachmentsTab } from './attachments-tab';
import { HistoryTab } from './history-tab';
import { NotesTab } from './notes-tab';
import { PartCompletionButton } from './part-completion-modal';
import { SimsTab } from './sims-tab';
import { SosTab } from './sos-tab';
import { SurveyTab } from '../survey-sending';
import { isFlagOn, orderDrawerTabAvailability } from './tab-rules';
import './order-drawer-tabs.css';

/** What the order drawer's tabs need of an item: a grid item (GridItem) or a loaded schedule fits. */
export interface OrderDrawerItem {
  /** Null for an item not saved yet. */
  id: number | null;
  draftId: number | null;
  schedulerStatus?: readonly unknown[] | null;
  attachmentList?: readonly unknown[] | null;
  sos?: boolean | null;
  orderWekingStatus?: string | null;
  /** `id` null: a work order shown without one of its items (work-order search), whose notes can be read, not added. */
  workOrderItem: { id: number | null; workOrder: { orderNumber: string } } | null;
}

export interface OrderDrawerTabsInput {
  /** The item the drawer shows; null for a new assignment. */
  item: OrderDrawerItem | null;
  roles: readonly string[];
  config: RuleConfig;
  /** Whether the note tab holds a note not added yet (a drawer that asks before closing over changes). */
  onNoteDraftChange?: (hasDraft: boolean) => void;
}

type TabItem = NonNullable<TabsProps['items']>[number];

/** The order drawers' tab bar: long titles wrap and the gaps are narrower, so all seven tabs stay in view (order-drawer-tabs.css). */
export const ORDER_DRAWER_TABS_PROPS = { className: 'order-drawer-tabs', tabBarGutter: 24 } satisfies TabsProps;

/** Spec part 1 §2 "Order drawer" (750 px): the drawers of the history, the activity and the work-order search. */
export const ORDER_DRAWER_WIDTH = 750;

type TabKey = 'history' | 'attachments' | 'note' | 'sims' | 'survey' | 'sos';

/** A tab title (a component, so the tab list can be built outside a component's hooks). */
export function OrderTabLabel({ tab }: { tab: TabKey }) {
  const { t } = useTranslation();
  return <span data-testid={`order-tab-${tab}`}>{t(`orderDetails.tabs.${tab}`)}</span>;
}

/**
 * The order drawer's tabs after 'work order detail' (spec part 1 §2), in the spec's order: history,
 * attachments, note, SIMS, survey, SOS; each enabled exactly as §2 says (see tab-rules.ts). A plain
 * function (no hooks): spread it into a Tabs `items` list.
 */
export function orderDrawerTabItems({ item, roles, config, onNoteDraftChange }: OrderDrawerTabsInput): TabItem[] {
  const available = orderDrawerTabAvailability(item);
  const id = item?.id ?? null;
  const orderNumber = item?.workOrderItem?.workOrder.orderNumber ?? null;
  const label = (tab: TabKey) => <OrderTabLabel tab={tab} />;
  const tabs: TabItem[] = [
    {
      key: 'history',
      label: label('history'),
      disabled: !available.history || id === null,
      children: id !== null ? <HistoryTab itemId={id} /> : null,
    },
    {
      key: 'attachments',
      label: label('attachments'),
      disabled: !available.attachments || id === null,
      children: id !== null ? <AttachmentsTab itemId={id} draftId={item?.draftId ?? null} /> : null,
    },
    {
      key: 'note',
      label: label('note'),
      disabled: item === null,
      children: <NotesTab orderNumber={orderNumber} orderKalemId={item?.workOrderItem?.id ?? null} canAdd={canEditPlanning(roles)} onDraftChange={onNoteDraftChange} />,
    },
    {
      key: 'sims',
      label: label('sims'),
      disabled: !available.sims || id === null,
      children: id !== null ? <SimsTab id={id} owner="assignment" showRemovedPart={isFlagOn(config, 'SIMS_WARRANTY_FIELDS_ENABLED')} /> : null,
    },
    {
      key: 'survey',
      label: label('survey'),
      disabled: !available.survey || id === null,
      children: id !== null ? <SurveyTab item={{ id, orderWekingStatus: item?.orderWekingStatus }} roles={roles} /> : null,
    },
    {
      key: 'sos',
      label: label('sos'),
      disabled: !available.sos || orderNumber === null,
      children: orderNumber !== null ? <SosTab orderNumber={orderNumber} /> : null,
    },
  ];
  return tabs;
}

/** Above the work-order detail form: the part-completion button (PART_MANAGEMENT_ENABLED, a saved work-order item). */
export function OrderDetailExtras({ item, config }: { item: OrderDrawerItem | null; config: RuleConfig }) {
  const orderNumber = item?.workOrderItem?.workOrder.orderNumber ?? null;
  if (orderNumber === null || !isFlagOn(config, 'PART_MANAGEMENT_ENABLED')) return null;
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
      <PartCompletionButton orderNumber={orderNumber} />
    </div>
  );
}

/**
 * The order drawer's tabs of a drawer outside the planning grid: 'work order detail' (the part-completion button
 * over the drawer's own `detail`), then orderDrawerTabItems. Give it a `key` of the item, so a new item opens at its
 * first tab.
 */
export function OrderDrawerTabs({ item, roles, config, onNoteDraftChange, detail, testId }: OrderDrawerTabsInput & { detail: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tabs
      {...ORDER_DRAWER_TABS_PROPS}
      items={[
        {
          key: 'detail',
          label: <span data-testid="order-tab-detail">{t('planningDrawer.tabs.detail')}</span>,
          children: (
            <>
              <OrderDetailExtras item={item} config={config} />
              {detail}
            </>
          ),
        },
        ...orderDrawerTabItems({ item, roles, config, onNoteDraftChange }),
      ]}
      data-testid={testId}
    />
  );
}
