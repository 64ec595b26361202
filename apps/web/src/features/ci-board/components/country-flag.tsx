import { Button, Card, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import az from 'flag-icons/flags/4x3/az.svg';
import kz from 'flag-icons/flags/4x3/kz.svg';
import ru from 'flag-icons/flags/4x3/ru.svg';
import tr from 'flag-icons/flags/4x3/tr.svg';

/**
 * Flags of the countries the portal serves, from the flag-icons package and bundled with the app (the
 * spec's public flag service is unreachable; docs/decisions/0016-ci-board.md). kg is never offered.
 */
const FLAGS: Record<string, string> = { AZ: az, KZ: kz, RU: ru, TR: tr };

export function CountryFlag({ code, height = 16 }: { code: string; height?: number }) {
  const src = FLAGS[code.toUpperCase()];
  if (!src) return <Typography.Text code>{code}</Typography.Text>;
  return <img src={src} alt={code} height={height} width={Math.round((height * 4) / 3)} style={{ borderRadius: 2, boxShadow: '0 0 0 1px rgba(0,0,0,0.12)', verticalAlign: 'middle' }} />;
}

/** The compact switcher on the board's header: one flag button per country, the current one pressed. */
export function CountrySwitcher({ countries, value, onChange }: { countries: readonly { code: string; name: string }[]; value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  return (
    <Space size={4} role="group" aria-label={t('ciBoard.country.label')}>
      {countries.map((c) => (
        <Tooltip key={c.code} title={t(`ciBoard.country.names.${c.code}`, { defaultValue: c.name })}>
          <Button
            size="small"
            type={c.code === value ? 'primary' : 'default'}
            ghost={c.code === value}
            aria-pressed={c.code === value}
            onClick={() => onChange(c.code)}
            data-testid={`ci-country-${c.code}`}
          >
            <CountryFlag code={c.code} height={14} />
          </Button>
        </Tooltip>
      ))}
    </Space>
  );
}

/** Spec part 2 §4: with selection enabled and no country known, the user chooses from a list of flags. */
export function CountryChooser({ countries, onChoose }: { countries: readonly { code: string; name: string }[]; onChoose: (code: string) => void }) {
  const { t } = useTranslation();
  return (
    // The question wraps on a phone (a card's title is cut with an ellipsis by default).
    <Card title={t('ciBoard.country.choose')} style={{ maxWidth: 640, margin: '48px auto' }} styles={{ title: { whiteSpace: 'normal' } }} data-testid="ci-country-chooser">
      <Space size={16} wrap>
        {countries.map((c) => (
          <Button key={c.code} style={{ height: 96, width: 128 }} onClick={() => onChoose(c.code)} data-testid={`ci-choose-${c.code}`}>
            <Space orientation="vertical" size={6}>
              <CountryFlag code={c.code} height={42} />
              <span>{t(`ciBoard.country.names.${c.code}`, { defaultValue: c.name })}</span>
            </Space>
          </Button>
        ))}
      </Space>
    </Card>
  );
}
