import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CI_QUICK_FILTERS, type CiQuickFilter } from '../model/filters';

/** Spec part 2 §4 "CI quick filters" 1–8: one button each; the active one is pressed and a second click clears it. */
export function CiQuickFilters({ active, onToggle }: { active: CiQuickFilter | null; onToggle: (quick: CiQuickFilter) => void }) {
  const { t } = useTranslation();
  return (
    <Space size={6} wrap role="group" aria-label={t('ciBoard.quick.label')} data-testid="ci-quick-filters">
      {CI_QUICK_FILTERS.map((q) => (
        <Button key={q} size="small" type={active === q ? 'primary' : 'default'} aria-pressed={active === q} onClick={() => onToggle(q)} data-testid={`ci-quick-${q}`}>
          {t(`ciBoard.quick.q${q}`)}
        </Button>
      ))}
    </Space>
  );
}
