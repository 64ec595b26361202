import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SurveyAnswerRow } from '@fsp/domain';

/** Red at or below 40 % of the scale, gold up to 70 %, green above: low scores stand out in the list. */
export function scoreColor(answer: number, maxLimit: number): 'red' | 'gold' | 'green' {
  const share = maxLimit <= 1 ? 1 : (answer - 1) / (maxLimit - 1);
  return share <= 0.4 ? 'red' : share <= 0.7 ? 'gold' : 'green';
}

/** The compact scores of an answered survey (the Scores column). */
export function SurveyScores({ answers }: { answers: SurveyAnswerRow[] }) {
  const { t } = useTranslation();
  if (!answers.length) return <>–</>;
  return (
    <Space size={[4, 4]} wrap data-testid="survey-scores">
      {answers.map((a) =>
        a.answer === null ? (
          <Tag key={a.questionId}>–</Tag>
        ) : (
          <Tag key={a.questionId} color={scoreColor(a.answer, a.maxLimit)} title={a.questionText}>
            {t('surveyAnswers.score', { value: a.answer, max: a.maxLimit })}
          </Tag>
        ),
      )}
    </Space>
  );
}

/** Every question of an answered survey with its score and the customer's reason (the expanded row). */
export function SurveyAnswerList({ answers }: { answers: SurveyAnswerRow[] }) {
  const { t } = useTranslation();
  return (
    <ol style={{ margin: 0, paddingInlineStart: 20 }} data-testid="survey-answers">
      {answers.map((a) => (
        <li key={a.questionId} style={{ marginBottom: 6 }}>
          <Typography.Text>{a.questionText}</Typography.Text>{' '}
          {a.answer === null ? (
            <Typography.Text type="secondary">{t('surveyAnswers.notAnswered')}</Typography.Text>
          ) : (
            <Tag color={scoreColor(a.answer, a.maxLimit)}>{t('surveyAnswers.score', { value: a.answer, max: a.maxLimit })}</Tag>
          )}
          {a.extraAnswer ? (
            <div>
              <Typography.Text type="secondary">{t('surveyAnswers.reason')}: </Typography.Text>
              <Typography.Text italic>“{a.extraAnswer}”</Typography.Text>
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
