import { useCallback, useEffect, useRef, useState } from 'react';
import { App, Drawer, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { canEditPlanning, configForCountry, isSchedulerReadOnly, type PendingAction, type RuleConfig } from '@fsp/domain';
import { DrawerLockTag, ORDER_DRAWER_TABS_PROPS, OrderDetailExtras, orderDrawerTabItems } from '../order-details';
import { useFirstFieldFocus } from '../../components/use-first-field-focus';
import { AssignmentForm } from './components/assignment-form';
import type { AssignmentContext, AssignmentTarget, SaveAtOnce } from './model/assignment-target';

/** Spec part 1 §2: the order drawer is 750 px, 680 px on the planning grid. */
export const ORDER_DRAWER_WIDTH_ON_GRID = 680;

const DETAIL_TAB = 'detail';

export interface ScheduleDrawerProps {
  state: AssignmentTarget | null;
  roles: readonly string[];
  /** The user's settings; `countryConfigs` (the session's) decide the flags of another country's work order. */
  config: RuleConfig;
  countryConfigs?: Readonly<Record<string, RuleConfig>>;
  context: AssignmentContext;
  /** The grid's pending changes; absent where only a draft's assignment is made, saved at once (saveAtOnce). */
  dispatch?: (action: PendingAction) => void;
  saveAtOnce?: SaveAtOnce;
  onClose: () => void;
  /** Save all changes (the wizard offers it after finishing); leave out where the caller cannot save. */
  onSaveRequest?: () => void;
}

export function ScheduleDrawer({ state, roles, config, countryConfigs, context, dispatch, saveAtOnce, onClose, onSaveRequest }: ScheduleDrawerProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const open = state !== null;
  // While a save at once runs the drawer stays open: it closes (or shows the failure) when the server answers.
  const [busy, setBusy] = useState(false);
  const dirty = useRef(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  // A note typed on the note tab but not added is a change too.
  const noteDraft = useRef(false);
  const onNoteDraftChange = useCallback((value: boolean) => {
    noteDraft.current = value;
  }, []);
  const close = useCallback(() => {
    dirty.current = false;
    noteDraft.current = false;
    onClose();
  }, [onClose]);
  // A reload or a closed tab leaves the drawer too: the browser asks before the edits that were not added go.
  useEffect(() => {
    if (!open) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirty.current || noteDraft.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [open]);
  // Spec part 1 §4: leaving the drawer with changes asks for confirmation.
  const requestClose = () => {
    if (!dirty.current && !noteDraft.current) {
      close();
      return;
    }
    void modal.confirm({
      title: t('planningDrawer.leaveTitle'),
      content: t(dirty.current ? 'planningDrawer.leaveConfirm' : 'orderDetails.notes.leaveConfirm'),
      okText: t('planningDrawer.leave'),
      cancelText: t('planningDrawer.stay'),
      okButtonProps: { danger: true, 'data-testid': 'assignment-leave-confirm' },
      autoFocusButton: 'cancel',
      onOk: close,
    });
  };
  // A new assignment is a form to fill in: it opens on its first field (when its opening ends: focused earlier, antd's
  // focus lock sent Tab from the last control to a radio instead of the first). A planned item opens to be read first.
  const firstField = useFirstFieldFocus(false);
  const readOnly = state?.mode === 'view' ? isSchedulerReadOnly(state.item, roles) : !canEditPlanning(roles);
  // A planned item's tabs follow its work order's country (its technician's for training and leave).
  const itemCountry = state?.mode === 'view' ? (state.item.workOrderItem?.workOrder.organization.countryCode ?? state.technician?.organization.countryCode) : null;
  const itemConfig = configForCountry(countryConfigs, itemCountry, config);
  const title =
    state?.mode === 'view' ? (
      <Space>
        {t('planning.drawer.title')}
        {/* Which item: its work order and technician, so the open drawer says what it shows (also on the tabs below). */}
        <Typography.Text type="secondary" data-testid="planning-drawer-subject">
          · {[state.item.workOrderItem?.workOrder.orderNumber, state.item.technician?.fullName || state.technician?.fullName].filter(Boolean).join(' · ')}
        </Typography.Text>
        {/* Says what is locked: a finished job's survey and notes stay open to a dispatcher. */}
        <DrawerLockTag item={state.item} roles={roles} />
      </Space>
    ) : (
      <Space>
        {t('planningDrawer.newTitle')}
        {state?.technician ? <Typography.Text type="secondary">· {state.technician.fullName}</Typography.Text> : null}
      </Space>
    );
  // A new form for every item / add button: the form keeps its own state.
  const formKey = state === null ? 'none' : state.mode === 'view' ? `view-${state.item.key}` : `new-${state.technician?.bpNo ?? ''}-${state.workOrder?.id ?? ''}-${state.trainingVacation?.id ?? ''}-${state.draft?.draftId ?? ''}`;
  // The tab shown; every opened item or add button starts on the detail tab.
  const [shownTab, setShownTab] = useState({ key: DETAIL_TAB, formKey });
  const activeTab = shownTab.formKey === formKey ? shownTab.key : DETAIL_TAB;
  // The detail tab's actions (and the errors that belong to them) sit in the drawer's footer, below the scrolling
  // form: the main button stays in view on a 1280×720 laptop. The form renders them into this element.
  const [actionsContainer, setActionsContainer] = useState<HTMLDivElement | null>(null);
  const footer = state !== null && !readOnly && activeTab === DETAIL_TAB ? <div ref={setActionsContainer} data-testid="assignment-drawer-footer" /> : null;
  return (
    <Drawer
      open={open}
      onClose={requestClose}
      closable={!busy}
      maskClosable={!busy}
      keyboard={!busy}
      size={ORDER_DRAWER_WIDTH_ON_GRID}
      title={title}
      destroyOnHidden
      afterOpenChange={state?.mode === 'view' ? undefined : firstField.afterOpenChange}
      data-testid="planning-details-drawer"
      footer={footer}
      styles={{ body: { paddingTop: 4 }, footer: { padding: '12px 24px' } }}
    >
      {state ? (
        <div ref={firstField.panelRef}>
          <Tabs
            activeKey={activeTab}
            {...ORDER_DRAWER_TABS_PROPS}
            onChange={(key) => setShownTab({ key, formKey })}
            items={[
              {
                key: DETAIL_TAB,
                label: t('planningDrawer.tabs.detail'),
                children: (
                  <>
                    <OrderDetailExtras item={state.mode === 'view' ? state.item : null} config={itemConfig} />
                    <AssignmentForm key={formKey} target={state} context={context} roles={roles} config={config} countryConfigs={countryConfigs} dispatch={dispatch} saveAtOnce={saveAtOnce} onDirtyChange={onDirtyChange} onBusyChange={setBusy} onClose={close} onSaveRequest={onSaveRequest} actionsContainer={actionsContainer} />
                  </>
                ),
              },
              // History, attachments, note, SIMS, survey and SOS: features/order-details.
              ...orderDrawerTabItems({ item: state.mode === 'view' ? state.item : null, roles, config: itemConfig, onNoteDraftChange }),
            ]}
            data-testid="planning-drawer-tabs"
          />
        </div>
      ) : null}
    </Drawer>
  );
}
