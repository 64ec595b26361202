import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@fsp/domain';
import i18n, { currentLanguage, setLanguage } from '../../i18n';
import { confirm, useAppFeedback } from '../../lib/feedback';
import { markNeedsReauth } from './login-flags';
import { changeLanguage } from './session-api';
import { useSession } from './use-session';

/**
 * Language change from the header (part 2 §2): confirmation ("unsaved changes are lost"),
 * POST /api/user-info, then i18n + antd + dayjs switch, the re-authentication flag, and a
 * refetch of every active query so server-side labels come back in the new language.
 */
export function useChangeLanguage(): (lang: Language) => Promise<void> {
  const { t } = useTranslation();
  const { info } = useSession();
  const queryClient = useQueryClient();
  const { message } = useAppFeedback();
  return useCallback(
    async (lang: Language) => {
      if (lang === currentLanguage()) return;
      const ok = await confirm({
        title: t('header.languageConfirmTitle'),
        content: t('header.languageConfirmContent'),
        okText: t('common.yes'),
        cancelText: t('common.no'),
      });
      if (!ok) return;
      if (info) {
        try {
          await changeLanguage({ identifier: info.identifier, username: info.username, cultureName: lang });
        } catch {
          return; // the API client has shown why
        }
      }
      markNeedsReauth();
      await setLanguage(lang);
      // In the new language, hence i18n.t rather than the t of this render. A message, in the header's empty middle:
      // a notification at the top right covered the language and user menus, the next things a user may open there.
      void message.success({ content: i18n.t('header.languageChanged'), key: 'language-changed', duration: 3 });
      void queryClient.invalidateQueries();
    },
    [info, queryClient, message, t],
  );
}
