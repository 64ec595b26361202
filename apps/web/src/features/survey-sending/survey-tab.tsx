import { useRef, useState, type ReactNode } from 'react';
import { Alert, App, Button, Empty, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { CheckCircleTwoTone, ClockCircleOutlined, ExclamationCircleOutlined, MailOutlined, PlusOutlined, RedoOutlined, SendOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SURVEY_PAGE_SIZE, SURVEY_READY_STATUSES, canSendSurvey, type ContactPerson, type Scheduler, type SurveyRow } from '@fsp/domain';
import { describeApiError } from '../../lib/api-client';
import { activeRepsQueryOptions, sendSurvey, surveysQueryOptions } from './api';
import { NewContactDialog } from './new-contact-dialog';
import { VerificationDialog, type VerificationTarget } from './verification-dialog';
import { SENDING_MESSAGE_KEY, useSurveyOutcome } from './use-survey-outcome';
import { SENDING_SECONDS, notEnabledText, surveyRowState, type CodeDelivery, type SurveyShownState } from './survey-model';
import { PART1_DAY_FORMAT } from '../../lib/date-formats';
import { DateTimeText } from '../../components/date-time-text';
import { SurveyAnswerList, SurveyScores } from './survey-answers';
import { VisuallyHidden } from '../../components/visually-hidden';
import { useCountryName } from '../../i18n/country-name';

/**
 * The drawer's stored item (a scheduler item: surveys, contact persons and sends are per assignment id).
 * Whether the tab is enabled is the drawer's rule (order-details/tab-rules.ts); the send actions appear
 * only for dispatchers and when the work order's country has SEND_SURVEY_ENABLED_V2 (from getActiveReps).
 * The status only says ahead that an unfinished job's survey cannot go yet: the server decides at sending time.
 */
export interface SurveyTabProps {
  item: Pick<Scheduler, 'id'> & { orderWekingStatus?: string | null };
  roles: readonly string[];
}

interface PhoneRow {
  key: string;
  rep: ContactPerson;
  telephone: string;
  verified: boolean;
}

// Not 'processing' nor 'error': their text on the light background is under 4.5:1 (axe colour-contrast); 'blue' 5.5:1, 'red' 5.1:1.
const STATUS_COLORS: Record<SurveyShownState, string> = { WAITING: 'default', SENT: 'blue', SENT_BY_EMAIL: 'blue', NOT_DELIVERED: 'red', ANSWERED: 'success', EXPIRED: 'default' };
const STATUS_ICONS: Partial<Record<SurveyShownState, ReactNode>> = { WAITING: <ClockCircleOutlined />, SENT_BY_EMAIL: <MailOutlined />, NOT_DELIVERED: <ExclamationCircleOutlined /> };

/** A send target: a phone of the contacts table, or the contact of a survey that was not delivered. */
interface SendTarget {
  key: string;
  repId: number;
  telephone: string;
}

/** Survey tab of the order drawer: surveys sent for the job, the customer's contact persons, send and add-contact flows. */
export function SurveyTab({ item, roles }: SurveyTabProps) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const { message } = App.useApp();
  const schedulerId = item.id;
  const surveys = useQuery(surveysQueryOptions(schedulerId));
  const reps = useQuery(activeRepsQueryOptions(schedulerId));
  const showOutcome = useSurveyOutcome(schedulerId);
  const [adding, setAdding] = useState(false);
  const [verifying, setVerifying] = useState<{ target: VerificationTarget; codeDelivery: CodeDelivery } | null>(null);
  const [sendingKey, setSendingKey] = useState<string | null>(null);
  const addContactButton = useRef<HTMLButtonElement>(null);

  const enabled = reps.data?.settings.sendSurveyEnabled ?? false;
  const mayAct = canSendSurvey(roles) && enabled;
  // A status not given (a drawer that does not know it) blocks nothing: the server decides.
  const jobFinished = item.orderWekingStatus == null || SURVEY_READY_STATUSES.includes(item.orderWekingStatus);

  const send = async (target: SendTarget, confirmed = false) => {
    setSendingKey(target.key);
    void message.loading({ content: t('surveySending.sending'), key: SENDING_MESSAGE_KEY, duration: SENDING_SECONDS });
    try {
      const result = await sendSurvey({ schedulerId, repId: target.repId, telephone: target.telephone, ...(confirmed ? { confirmed: true } : {}) });
      showOutcome(result, () => void send(target, true));
    } catch (e) {
      void message.error({ content: describeApiError(e, { mutation: true, limitsWorded: true }), key: SENDING_MESSAGE_KEY, duration: 4 });
    } finally {
      setSendingKey(null);
    }
  };

  const phoneRows: PhoneRow[] = (reps.data?.customerReps ?? []).flatMap((rep) =>
    rep.phoneList.map((p) => ({ key: `${rep.repId}-${p.telephone}`, rep, telephone: p.telephone, verified: p.verified })),
  );

  return (
    <Space orientation="vertical" size={20} style={{ width: '100%' }} data-testid="survey-tab">
      <section aria-labelledby="survey-sent-title">
        {/* No top margin (the browser's 1.67em for h5, antd sets none): the tab starts where the drawer's other tabs do. */}
        <Typography.Title level={5} id="survey-sent-title" style={{ marginTop: 0 }}>
          {t('surveySending.sentTitle')}
        </Typography.Title>
        <Table<SurveyRow>
          size="small"
          rowKey="id"
          loading={surveys.isLoading}
          dataSource={surveys.data ?? []}
          pagination={{ pageSize: SURVEY_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('surveySending.noSurveys')} /> }}
          data-testid="survey-rows"
          expandable={{
            rowExpandable: (row) => row.answers.length > 0,
            expandedRowRender: (row) => <SurveyAnswerList answers={row.answers} />,
            expandRowByClick: true,
            columnTitle: <VisuallyHidden>{t('surveySending.columns.answers')}</VisuallyHidden>,
          }}
          columns={[
            { key: 'technician', title: t('surveySending.columns.technician'), dataIndex: 'technicianFullName' },
            {
              key: 'rep',
              title: t('surveySending.columns.rep'),
              render: (_, row) => (
                <>
                  <div>{row.repName}</div>
                  <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                    {row.telephone}
                  </Typography.Text>
                </>
              ),
            },
            // Day and time each whole: a narrow column breaks between them, never inside 2026-12-05.
            { key: 'sent', title: t('surveySending.columns.sentToRep'), render: (_, row) => <DateTimeText value={row.sentToRep} dayFormat={PART1_DAY_FORMAT} /> },
            { key: 'answered', title: t('surveySending.columns.answeredByRep'), render: (_, row) => (row.answeredByRep ? <DateTimeText value={row.answeredByRep} dayFormat={PART1_DAY_FORMAT} /> : '–') },
            {
              key: 'status',
              title: t('surveySending.columns.status'),
              render: (_, row) => {
                const shown = surveyRowState(row);
                const problem = shown.problem ? t(`surveySending.deliveryProblems.${shown.problem}`) : '';
                const note = shown.note ? t(shown.note, { problem }) : problem;
                const key = `survey-${row.id}`;
                return (
                  <div data-testid={`survey-status-${row.id}`}>
                    <Tag color={STATUS_COLORS[shown.state]} icon={STATUS_ICONS[shown.state]}>
                      {shown.state === 'SENT_BY_EMAIL' ? t('surveySending.sentByEmail') : t(`surveySending.statuses.${shown.state}`)}
                    </Tag>
                    {note ? (
                      <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '4px 0 0' }}>
                        {note}
                      </Typography.Paragraph>
                    ) : null}
                    {shown.resendable && mayAct ? (
                      <Button
                        size="small"
                        icon={<RedoOutlined />}
                        style={{ marginTop: 4 }}
                        loading={sendingKey === key}
                        disabled={!jobFinished || (sendingKey !== null && sendingKey !== key)}
                        onClick={() => void send({ key, repId: row.repId, telephone: row.telephone })}
                        aria-label={t('surveySending.sendAgainTo', { name: row.repName, phone: row.telephone })}
                        data-testid={`survey-send-again-${row.id}`}
                      >
                        {t('surveySending.sendAgain')}
                      </Button>
                    ) : null}
                  </div>
                );
              },
            },
            { key: 'scores', title: t('surveyAnswers.column'), render: (_, row) => <SurveyScores answers={row.answers} /> },
          ]}
        />
      </section>

      <section aria-labelledby="survey-contacts-title">
        <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
          <Typography.Title level={5} id="survey-contacts-title" style={{ margin: 0 }}>
            {t('surveySending.contactsTitle')}
          </Typography.Title>
          {mayAct && reps.data ? (
            <Button ref={addContactButton} icon={<PlusOutlined />} disabled={!jobFinished} onClick={() => setAdding(true)} data-testid="survey-add-contact">
              {t('surveySending.addContact')}
            </Button>
          ) : null}
        </Space>
        {reps.isError ? <Alert type="error" showIcon title={describeApiError(reps.error)} /> : null}
        {mayAct && !jobFinished ? <Alert type="info" showIcon title={t('surveySending.notFinished')} style={{ marginBottom: 8 }} data-testid="survey-not-finished" /> : null}
        {reps.data && !reps.data.settings.sendSurveyEnabled ? (
          <Alert type="info" showIcon title={notEnabledText(t, reps.data.settings.countryCode, countryName)} style={{ marginBottom: 8 }} data-testid="survey-not-enabled" />
        ) : null}
        <Table<PhoneRow>
          size="small"
          rowKey="key"
          loading={reps.isLoading}
          dataSource={phoneRows}
          pagination={{ pageSize: SURVEY_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('surveySending.noContacts')} /> }}
          data-testid="survey-contacts"
          columns={[
            { key: 'name', title: t('surveySending.columns.name'), render: (_, row) => row.rep.name },
            {
              key: 'position',
              title: t('surveySending.columns.position'),
              render: (_, row) => (row.rep.positionCode ? t(`surveySending.positions.${row.rep.positionCode}`, { defaultValue: row.rep.position ?? row.rep.positionCode }) : '–'),
            },
            {
              key: 'telephone',
              title: t('surveySending.columns.telephone'),
              render: (_, row) => (
                <Space size={4}>
                  {row.telephone}
                  {row.verified ? (
                    <Tooltip title={t('surveySending.verified')}>
                      <CheckCircleTwoTone twoToneColor="#52c41a" aria-label={t('surveySending.verified')} />
                    </Tooltip>
                  ) : null}
                </Space>
              ),
            },
            ...(mayAct
              ? [
                  {
                    key: 'send',
                    title: <VisuallyHidden>{t('surveySending.send')}</VisuallyHidden>,
                    width: 150,
                    render: (_: unknown, row: PhoneRow) => (
                      <Button
                        size="small"
                        type="primary"
                        ghost
                        icon={<SendOutlined />}
                        loading={sendingKey === row.key}
                        disabled={!jobFinished || (sendingKey !== null && sendingKey !== row.key)}
                        onClick={() => void send({ key: row.key, repId: row.rep.repId, telephone: row.telephone })}
                        aria-label={t('surveySending.sendTo', { name: row.rep.name, phone: row.telephone })}
                        data-testid={`survey-send-${row.rep.repId}`}
                      >
                        {t('surveySending.send')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </section>

      {adding && reps.data ? (
        <NewContactDialog
          schedulerId={schedulerId}
          customerNumber={reps.data.customerNumber}
          settings={reps.data.settings}
          reps={reps.data.customerReps}
          onClose={() => setAdding(false)}
          onSendConfirmed={(repId, telephone) => void send({ key: `${repId}-${telephone}`, repId, telephone }, true)}
          onVerificationRequired={(target, codeDelivery) => {
            setAdding(false);
            setVerifying({ target, codeDelivery });
          }}
        />
      ) : null}
      {verifying ? <VerificationDialog target={verifying.target} codeDelivery={verifying.codeDelivery} returnTo={addContactButton} onClose={() => setVerifying(null)} /> : null}
    </Space>
  );
}
