import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DroppedEdit, KeptTreeEdits } from '../model/tree-edits';

/**
 * Under a refused save of a people tree: which of the person's changes the tree kept on top of the state read
 * again (Save sends them), and which it dropped because someone else changed the same person meanwhile, and why.
 */
export function KeptTreeEditsNote({ kept, groupTitle, testId }: { kept: KeptTreeEdits; groupTitle: (key: string) => string; testId: string }) {
  const { t } = useTranslation();
  const dropReason = (edit: DroppedEdit) =>
    edit.reason === 'changed'
      ? t('teamManagement.keptEdits.changed', { name: edit.title, now: groupTitle(edit.group!) })
      : edit.reason === 'done'
        ? t(edit.checked ? 'teamManagement.keptEdits.doneAdded' : 'teamManagement.keptEdits.doneRemoved', { name: edit.title })
        : t('teamManagement.keptEdits.gone', { name: edit.title });
  return (
    <div data-testid={testId}>
      {kept.kept.length > 0 ? (
        <>
          <Typography.Text strong>{t('teamManagement.keptEdits.kept')}</Typography.Text>
          <ul style={{ margin: '2px 0 6px', paddingInlineStart: 20 }}>
            {kept.kept.map((edit) => (
              <li key={edit.id} data-testid={`${testId}-kept-${edit.id}`}>
                {t(edit.checked ? 'teamManagement.keptEdits.added' : 'teamManagement.keptEdits.removed', { name: edit.title })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {kept.dropped.length > 0 ? (
        <>
          <Typography.Text strong>{t('teamManagement.keptEdits.dropped')}</Typography.Text>
          <ul style={{ margin: '2px 0 6px', paddingInlineStart: 20 }}>
            {kept.dropped.map((edit) => (
              <li key={edit.id} data-testid={`${testId}-dropped-${edit.id}`}>
                {dropReason(edit)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div>{kept.kept.length > 0 ? t('teamManagement.keptEdits.saveAgain') : t('teamManagement.keptEdits.nothingLeft')}</div>
    </div>
  );
}
