import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StandalonePage } from '../../components/standalone-page';
import { StandaloneResult } from '../../components/standalone-result';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StandalonePage title={t('pages.notFound')} testId="page-not-found">
      <StandaloneResult
        status="404"
        title={t('standalone.notFound.title')}
        subTitle={t('standalone.notFound.description')}
        extra={
          <Button type="primary" onClick={() => void navigate('/')} data-testid="not-found-home">
            {t('common.backToHome')}
          </Button>
        }
      />
    </StandalonePage>
  );
}
