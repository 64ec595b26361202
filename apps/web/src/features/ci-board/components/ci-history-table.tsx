import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CiStatusHistoryRow } from '@fsp/domain';
import { DateTimeText } from '../../../components/date-time-text';
import { PART2_DAY_FORMAT } from '../../../lib/date-formats';
import { CiStatusTag } from './ci-status-tag';

/** Spec part 2 §2, §3: every status or grading change of the suggestion, oldest first. */
export function CiHistoryTable({ rows, statusLabel, gradingLabel }: { rows: readonly CiStatusHistoryRow[]; statusLabel: (code: string) => string; gradingLabel: (code: string) => string }) {
  const { t } = useTranslation();
  const grading = (code: string | null) => (code ? gradingLabel(code) : '–');
  return (
    <div data-testid="ci-history">
      <Typography.Title level={5} style={{ marginTop: 8 }}>
        {t('ciBoard.history.title')}
      </Typography.Title>
      <Table
        size="small"
        rowKey={(row) => `${row.createdDate}-${row.status}-${row.gradingType}`}
        dataSource={[...rows]}
        pagination={false}
        columns={[
          { key: 'date', title: t('ciBoard.history.date'), width: 170, render: (_, r) => <DateTimeText value={r.createdDate} dayFormat={PART2_DAY_FORMAT} /> },
          { key: 'who', title: t('ciBoard.history.who'), dataIndex: 'createdFullName', width: 170 },
          { key: 'previous', title: t('ciBoard.history.previousStatus'), render: (_, r) => (r.previousStatus ? <CiStatusTag status={r.previousStatus} label={statusLabel(r.previousStatus)} /> : '–') },
          { key: 'status', title: t('ciBoard.history.status'), render: (_, r) => <CiStatusTag status={r.status} label={statusLabel(r.status)} /> },
          { key: 'grading', title: t('ciBoard.history.grading'), render: (_, r) => (r.previousGradingType === r.gradingType ? grading(r.gradingType) : `${grading(r.previousGradingType)} → ${grading(r.gradingType)}`) },
        ]}
      />
    </div>
  );
}
