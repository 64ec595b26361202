import type { ComponentType } from 'react';
import { CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlainInput } from './antd-without-statics';
import { inputAllowClear, type InputAllowClear } from './clear-label';

/** An Input-family component whose clear button is named in the reader's language (clear-label.ts). */
export function withTranslatedClear<P extends { allowClear?: InputAllowClear }>(Component: ComponentType<P>) {
  function TranslatedClear(props: P) {
    const { t } = useTranslation();
    return <Component {...props} allowClear={inputAllowClear(props.allowClear, <CloseCircleFilled aria-label={t('common.clear')} />)} />;
  }
  return TranslatedClear;
}

/** PlainInput (antd-without-statics.ts) for the first paint's fields with a clear button: the login's fields have none. */
export const ClearablePlainInput = withTranslatedClear(PlainInput);
