import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KeptEdits, SuggestionField } from '../model/keep-edits';

/** Each field's label key under ciBoard.form (the dialog's own labels). */
const FIELD_LABELS = {
  kind: 'kind',
  wasteType: 'wasteType',
  isgType: 'isgType',
  orgunit: 'organization',
  department: 'department',
  problem: 'problem',
  proposal: 'proposal',
  userNote: 'employeeNote',
  status: 'status',
  dueDate: 'dueDate',
  gradingType: 'grading',
  committeeNote: 'committeeNote',
  bestPractice: 'bestPractice',
  isGraded: 'graded',
} as const satisfies Record<SuggestionField, string>;

/**
 * Under a refused save (412): which of the member's changes the form kept over the version saved since, and what they
 * typed that the new version no longer lets them save, to copy.
 */
export function CiKeptEditsNote({ kept }: { kept: KeptEdits }) {
  const { t } = useTranslation();
  const name = (f: SuggestionField) => t(`ciBoard.form.${FIELD_LABELS[f]}`);
  const names = (fields: SuggestionField[]) => fields.map(name).join(', ');
  const typed = kept.refused.filter((r): r is { field: SuggestionField; value: string } => typeof r.value === 'string' && r.value.trim() !== '');
  if (kept.kept.length === 0 && kept.refused.length === 0) return <span data-testid="ci-kept-edits">{t('ciBoard.form.changedMeanwhile.nothingKept')}</span>;
  return (
    <div data-testid="ci-kept-edits">
      {kept.kept.length > 0 ? (
        <>
          <div>
            <Typography.Text strong>{t('ciBoard.form.changedMeanwhile.kept')}</Typography.Text> <span data-testid="ci-kept-fields">{names(kept.kept)}</span>
          </div>
          {kept.changedByBoth.length > 0 ? <div data-testid="ci-kept-over-theirs">{t('ciBoard.form.changedMeanwhile.changedByBoth', { fields: names(kept.changedByBoth) })}</div> : null}
          <div>{t('ciBoard.form.changedMeanwhile.saveAgain')}</div>
        </>
      ) : null}
      {kept.refused.length > 0 ? (
        <div data-testid="ci-refused-edits">
          <Typography.Text strong>{t('ciBoard.form.changedMeanwhile.refused', { fields: names(kept.refused.map((r) => r.field)) })}</Typography.Text>
          {typed.map((r) => (
            <div key={r.field} style={{ marginTop: 4 }}>
              <Typography.Text type="secondary">{name(r.field)}</Typography.Text>
              <Typography.Paragraph copyable style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid={`ci-refused-${r.field}`}>
                {r.value}
              </Typography.Paragraph>
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The hint under a field whose value is the member's own, kept after a refused save; none under the others. */
export function useKeptHint(kept: KeptEdits | null): (field: SuggestionField) => ReactNode {
  const { t } = useTranslation();
  return (field) => {
    if (!kept?.kept.includes(field)) return undefined;
    const text = kept.changedByBoth.includes(field) ? t('ciBoard.form.changedMeanwhile.fieldKeptOverTheirs') : t('ciBoard.form.changedMeanwhile.fieldKept');
    return (
      <Typography.Text type="warning" data-testid={`ci-kept-hint-${field}`}>
        {text}
      </Typography.Text>
    );
  };
}
