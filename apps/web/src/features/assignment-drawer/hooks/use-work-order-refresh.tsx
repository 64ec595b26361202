import { useCallback, useState } from 'react';
import { App, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WorkOrder } from '@fsp/domain';
import { PLANNING_WORK_ORDERS_QUERY_KEY } from '../../../api/planning';
import { updateWorkOrder } from '../api';

/** Spec part 1 §8: the refresh's Error modal is 800 px wide. */
const REFRESH_ERROR_MODAL_WIDTH = 800;

/** The cached work-order list with the refreshed order merged in (replaced by id, or added first). */
function mergeWorkOrder(list: readonly WorkOrder[] | undefined, order: WorkOrder): WorkOrder[] | undefined {
  if (!list) return list;
  return list.some((o) => o.id === order.id) ? list.map((o) => (o.id === order.id ? order : o)) : [order, ...list];
}

/**
 * Work-order refresh (spec part 1 §8): POST /api/update-work-order; 'all set' and the order merged into the
 * grid's work orders on success; a non-empty errorList shows an error toast and the Error modal listing the
 * messages (unless `suppressModal`); otherwise the server's message.
 */
export function useWorkOrderRefresh() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState<string | null>(null);

  const refresh = useCallback(
    async (orderNumber: string, options: { suppressModal?: boolean } = {}): Promise<WorkOrder | null> => {
      setRefreshing(orderNumber);
      try {
        const result = await updateWorkOrder(orderNumber);
        if (result.workOrder && result.errorList.length === 0) {
          const order = result.workOrder;
          queryClient.setQueriesData<WorkOrder[]>({ queryKey: PLANNING_WORK_ORDERS_QUERY_KEY }, (list) => mergeWorkOrder(list, order));
          void message.success(t('planningWizard.refresh.done', { message: result.message }));
          return order;
        }
        if (result.errorList.length > 0) {
          void message.error(result.errorList[0]);
          if (!options.suppressModal) {
            void modal.error({
              title: t('planningWizard.refresh.errorTitle'),
              width: REFRESH_ERROR_MODAL_WIDTH,
              okText: t('common.close'),
              okButtonProps: { 'data-testid': 'refresh-error-close' },
              content: (
                <ul data-testid="refresh-error-list" style={{ paddingLeft: 18, margin: 0 }}>
                  {result.errorList.map((text, index) => (
                    <li key={index}>
                      <Typography.Text>{text}</Typography.Text>
                    </li>
                  ))}
                </ul>
              ),
            });
          }
        } else {
          void message.warning(result.message);
        }
        return null;
      } catch {
        // The API client has shown the error.
        return null;
      } finally {
        setRefreshing(null);
      }
    },
    [message, modal, queryClient, t],
  );

  return { refresh, refreshing };
}
