import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '../../components/not-built-yet';

/** Oil-sample (SOS) search (part 2 §2). */
export default function SampleSearchPage() {
  const { t } = useTranslation();
  return <NotBuiltYet title={t('pages.sampleSearch')} />;
}
