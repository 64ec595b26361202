import { Button, Dropdown, type MenuProps } from 'antd';
import { CheckOutlined, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SELECTABLE_LANGUAGES, type Language } from '@fsp/domain';
import { useLanguage } from '../../../i18n';
import { useFocusBackOnClose } from './focus-back-on-close';

/**
 * The en / tr / ru selector. `onSelect` decides what a choice means: in the header it is the
 * confirmed, server-side change (useChangeLanguage); on the login page a plain local switch.
 */
export function LanguageSelector({
  onSelect,
  testId = 'language-selector',
  tone = 'dark',
}: {
  onSelect: (lang: Language) => void;
  testId?: string;
  tone?: 'dark' | 'light';
}) {
  const { t } = useTranslation();
  const current = useLanguage();
  const focusBack = useFocusBackOnClose<HTMLButtonElement>();
  // The menu's onClick acts after the key's events: Enter's keypress would reach the confirmation's button, focused meanwhile.
  const items: MenuProps['items'] = SELECTABLE_LANGUAGES.map((lang) => ({
    key: lang,
    icon: <CheckOutlined style={{ visibility: lang === current ? 'visible' : 'hidden' }} />,
    label: <span data-testid={`language-option-${lang}`}>{t(`languages.${lang}`)}</span>,
  }));
  return (
    <Dropdown
      trigger={['click']}
      onOpenChange={focusBack.onOpenChange}
      // The focus enters the open menu (its first language), so the arrows move in it instead of scrolling the page.
      autoFocus
      menu={{ items, selectable: true, selectedKeys: [current], onClick: ({ key }) => setTimeout(() => onSelect(key as Language)) }}
    >
      <Button
        {...focusBack.triggerProps}
        type="text"
        icon={<GlobalOutlined />}
        aria-label={`${t('header.language')}: ${t(`languages.${current}`)}`}
        data-testid={testId}
        data-language={current}
        style={tone === 'dark' ? { color: 'rgba(255,255,255,0.88)' } : undefined}
      >
        {current.toUpperCase()}
      </Button>
    </Dropdown>
  );
}
