import { useCallback, useState } from 'react';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCAL_KEYS, local } from '../../../lib/storage-keys';
import { PLANNING_VIEWS, parsePlanningView, type PlanningView } from '../model/view';

/** The board's view, remembered per browser like the filters. */
export function usePlanningView(): [PlanningView, (next: PlanningView) => void] {
  const [view, setView] = useState<PlanningView>(() => parsePlanningView(local.get(LOCAL_KEYS.planningView)));
  const choose = useCallback((next: PlanningView) => {
    local.set(LOCAL_KEYS.planningView, next);
    setView(next);
  }, []);
  return [view, choose];
}

/** Day / Working hours: a segmented control, reached with Tab and switched with the arrow keys. */
export function ViewSelector({ view, onChange }: { view: PlanningView; onChange(next: PlanningView): void }) {
  const { t } = useTranslation();
  return (
    <Segmented<PlanningView>
      value={view}
      onChange={onChange}
      options={PLANNING_VIEWS.map((value) => ({ value, label: t(`planning.views.${value}`) }))}
      aria-label={t('planning.views.label')}
      // Its radios take the focus; the group itself would be a tab stop the arrow keys do nothing on.
      tabIndex={-1}
      className="pg-view-selector"
      data-testid="planning-view"
    />
  );
}
