import { Result } from 'antd';
import { SmileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { StandalonePage } from '../../components/standalone-page';

/** Public customer survey (part 2 §2), no login. Placeholder until the survey is built. */
export default function PublicSurveyPage() {
  const { t } = useTranslation();
  return (
    <StandalonePage title={t('pages.publicSurvey')} testId="page-public-survey">
      <Result
        icon={<SmileOutlined style={{ color: '#8c9bb0' }} />}
        title={t('notBuilt.title', { page: t('pages.publicSurvey') })}
        subTitle={t('standalone.survey.description')}
      />
    </StandalonePage>
  );
}
