import { Alert, Button, Typography } from 'antd';
import { Select } from '../../../components/select';
import { useTranslation } from 'react-i18next';
import type { Calendar } from '@fsp/domain';
import { useCountryName } from '../../../i18n/country-name';
import { LABEL_SEARCH } from '../../../components/label-search';

/**
 * Team management's calendar filter (docs/team-management.md, "Calendar filter"): a choice of the calendars, grouped by
 * country. The list is read when the filter is first used or a link names a calendar (`onWanted`).
 */
export function CalendarFilterSelect({
  calendars,
  loading,
  value,
  onWanted,
  onChange,
}: {
  calendars: readonly Calendar[] | undefined;
  loading: boolean;
  value: Calendar | null;
  onWanted: () => void;
  onChange: (calendarId: number | null) => void;
}) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const countries = [...new Set((calendars ?? []).map((c) => c.country))];
  const options = countries.map((country) => ({
    label: countryName(country),
    title: countryName(country),
    options: (calendars ?? []).filter((c) => c.country === country).map((c) => ({ value: c.id, label: c.name })),
  }));
  return (
    <Select<number>
      allowClear
      showSearch={LABEL_SEARCH}
      loading={loading}
      value={value?.id}
      options={options}
      // In the theme's secondary text colour: antd's placeholder grey fails WCAG AA contrast, and this one shows on the page.
      placeholder={<Typography.Text type="secondary">{t('teamManagement.calendarFilter.placeholder')}</Typography.Text>}
      aria-label={t('teamManagement.calendarFilter.placeholder')}
      onFocus={onWanted}
      onChange={(id) => onChange(id ?? null)}
      style={{ width: 300 }}
      data-testid="team-calendar-filter"
    />
  );
}

/** Under the toolbar while a calendar filters the list: whose teams these are, how many work to it, and the way back to all. */
export function CalendarFilterNote({ calendar, unknown, onClear }: { calendar: Calendar | null; unknown: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  if (unknown) {
    return <Alert type="warning" showIcon closable={{ onClose: onClear }} title={t('teamManagement.calendarFilter.unknown')} style={{ marginBottom: 12 }} data-testid="team-calendar-filter-unknown" />;
  }
  if (!calendar) return null;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', marginBottom: 12 }} data-testid="team-calendar-filter-note">
      <Typography.Text type="secondary">{t('teamManagement.calendarFilter.hint', { calendar: calendar.name, country: countryName(calendar.country), count: calendar.relatedTeams.length })}</Typography.Text>
      <Button size="small" onClick={onClear} data-testid="team-calendar-filter-clear">
        {t('teamManagement.calendarFilter.showAll')}
      </Button>
    </div>
  );
}
