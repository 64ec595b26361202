import { Button, Card, Result } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Spec part 1 §2: /dispatcher/planning/scheduler shows only a placeholder text. */
export default function PlanningSchedulerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card variant="borderless" data-testid="planning-scheduler-placeholder">
      <Result
        icon={<CalendarOutlined style={{ color: '#8c9bb0' }} />}
        subTitle={t('scheduler.placeholder')}
        extra={
          <Button type="primary" onClick={() => void navigate('/dispatcher/planning/grid')}>
            {t('scheduler.toGrid')}
          </Button>
        }
      />
    </Card>
  );
}
