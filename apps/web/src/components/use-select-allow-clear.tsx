import { useMemo } from 'react';
import { CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { selectAllowClear, type SelectAllowClear } from './clear-label';

/** A Select-family `allowClear` whose clear button is named in the reader's language (clear-label.ts). */
export function useSelectAllowClear(allowClear: SelectAllowClear | undefined) {
  const { t } = useTranslation();
  const label = t('common.clear');
  return useMemo(() => selectAllowClear(allowClear, label, <CloseCircleFilled />), [allowClear, label]);
}
