import { Button, Dropdown, Flex, type MenuProps } from 'antd';
import { AppstoreOutlined, DownOutlined, LogoutOutlined, MailOutlined, PhoneOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { applicationTarget } from '../application-target';
import { useApplications } from '../use-applications';
import { useLogout } from '../use-logout';
import { useSession } from '../use-session';
import { Text } from '../../../components/typography';
import { useAntdToken } from '../../../lib/use-antd-token';
import { useFocusBackOnClose } from './focus-back-on-close';

function initials(first: string, last: string, fallback: string, language: string): string {
  const value = `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toLocaleUpperCase(language);
  return value || fallback.charAt(0).toLocaleUpperCase(language);
}

/**
 * Header user dropdown: name, e-mail and phone, the applications the user may open (GET /auth/applications),
 * profile settings, log out. Users whose only
 * role is CI_BOARD_USER see neither personal details nor profile settings (part 2 §2/§6).
 * `profilePath` is null when the user may not open the settings screen.
 */
export function UserMenu({ profilePath }: { profilePath: string | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { info, isOnlyCiBoardUser } = useSession();
  const token = useAntdToken();
  const applications = useApplications();
  const focusBack = useFocusBackOnClose<HTMLButtonElement>();
  if (!info) return null;

  const name = info.displayname || `${info.firstname} ${info.lastname}`.trim() || info.username;
  const phone = info.mobile || info.telephone;
  const showPersonal = !isOnlyCiBoardUser;
  const showProfile = showPersonal && profilePath !== null;

  const openable = (applications.data ?? []).flatMap((app) => {
    const target = applicationTarget(app.url);
    return target ? [{ ...app, target }] : [];
  });
  const applicationItems: MenuProps['items'] = openable.length
    ? [
        {
          type: 'group',
          key: 'applications',
          label: t('sso.applications'),
          children: openable.map((app) => ({
            key: `app:${app.code}`,
            icon: <AppstoreOutlined />,
            label:
              app.target.kind === 'external' ? (
                <a href={app.target.href} data-testid={`user-menu-app-${app.code}`}>
                  {t(`sso.applicationNames.${app.code}`, { defaultValue: app.name })}
                </a>
              ) : (
                <span data-testid={`user-menu-app-${app.code}`}>{t(`sso.applicationNames.${app.code}`, { defaultValue: app.name })}</span>
              ),
          })),
        },
        { type: 'divider', key: 'applications-divider' },
      ]
    : [];

  const items: MenuProps['items'] = [
    ...applicationItems,
    ...(showProfile
      ? [
          {
            key: 'profile',
            icon: <SettingOutlined />,
            label: <span data-testid="user-menu-profile">{t('header.profileSettings')}</span>,
          },
        ]
      : []),
    { key: 'logout', icon: <LogoutOutlined />, danger: true, label: <span data-testid="user-menu-logout">{t('header.logout')}</span> },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile' && profilePath) void navigate(profilePath);
    // After the key's events: Enter's keypress would otherwise reach the confirmation's Cancel, focused meanwhile, and close it.
    if (key === 'logout') setTimeout(() => void logout());
    const internal = openable.find((app) => `app:${app.code}` === key && app.target.kind === 'internal');
    if (internal) void navigate(internal.target.href);
  };

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      onOpenChange={focusBack.onOpenChange}
      autoFocus
      menu={{ items, onClick, style: { boxShadow: 'none' } }}
      popupRender={(menu) => (
        <div
          data-testid="user-menu-panel"
          // The dropdown's autoFocus gives the focus to its popup's root, this panel: passed on to the menu's first entry,
          // so the arrows move in the menu at once.
          tabIndex={-1}
          onFocus={(event) => {
            if (event.target === event.currentTarget) event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
          }}
          style={{
            background: token.colorBgElevated,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowSecondary,
            minWidth: 260,
            overflow: 'hidden',
          }}
        >
          {showPersonal && (
            <>
              <Flex vertical gap={4} style={{ padding: '14px 16px 10px' }} data-testid="user-menu-details">
                <Text strong>{name}</Text>
                {info.email && (
                  <Text type="secondary" style={{ fontSize: 13 }}>
                    <MailOutlined aria-label={t('header.email')} /> {info.email}
                  </Text>
                )}
                {phone && (
                  <Text type="secondary" style={{ fontSize: 13 }}>
                    <PhoneOutlined aria-label={t('header.phone')} /> {phone}
                  </Text>
                )}
              </Flex>
              {/* antd Divider's line without its component: the header should not load it for a line in a popup. */}
              <div role="separator" style={{ borderBlockStart: `${token.lineWidth}px ${token.lineType} ${token.colorSplit}` }} />
            </>
          )}
          <div style={{ padding: 4 }}>{menu}</div>
        </div>
      )}
    >
      <Button
        {...focusBack.triggerProps}
        type="text"
        data-testid="user-menu"
        aria-label={t('header.userMenu')}
        style={{ color: 'rgba(255,255,255,0.92)', height: 40, paddingInline: 8 }}
      >
        <Flex align="center" gap={8}>
          {/* Not antd's Avatar: it measures its text to scale it, a forced layout in the first paint of every screen; two letters always fit. */}
          <span className="fsp-user-initials" aria-hidden>
            {showPersonal ? initials(info.firstname, info.lastname, info.username, i18n.language) : <UserOutlined />}
          </span>
          <span className="fsp-user-name">{name}</span>
          <DownOutlined style={{ fontSize: 10 }} />
        </Flex>
      </Button>
    </Dropdown>
  );
}
