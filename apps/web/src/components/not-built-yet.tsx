import { Card, Result } from 'antd';
import { BuildOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The shared placeholder of every screen that is routed and in the menu but not built yet. */
export function NotBuiltYet({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Card variant="borderless" data-testid="not-built-yet">
      <Result
        icon={<BuildOutlined style={{ color: '#8c9bb0' }} />}
        title={t('notBuilt.title', { page: title })}
        subTitle={t('notBuilt.description')}
      />
    </Card>
  );
}
