import { Avatar, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import { ExperimentOutlined, FieldTimeOutlined, FileTextOutlined, FrownOutlined, ToolOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { ACTIVITY_EVENT_TYPES, CI_STATUSES, WORKING_STATUSES, type ActivityEventType, type TechnicianActivityItem } from '@fsp/domain';
import { PART2_DATE_TIME_FORMAT } from '../../../lib/date-formats';
import { HTML_LANG, normalizeLanguage } from '../../../i18n/language';
import { browserHasLocale } from '../../../lib/locale-data';
import type { CodeName } from '../../../lib/master-data-name';

// Shades dark enough for white initials at WCAG AA (4.5:1).
const AVATAR_COLOURS = ['#0958d9', '#006d75', '#531dab', '#c41d7f', '#ad4e00', '#237804', '#1d39c4', '#3f6600'];

/** Initials of a name ('Işıl Öztürk' -> 'IÖ'), upper-cased by the name's own rules. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('tr'))
    .join('');
}

function colourOf(key: string): string {
  let hash = 0;
  for (const ch of key) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length];
}

/** A customer's low public-survey score, recorded by the public-survey module (LOW_SURVEY_SCORE_EVENT). */
const SURVEY_LOW_SCORE = 'SURVEY_LOW_SCORE';

const isEventType = (value: string): value is ActivityEventType => (ACTIVITY_EVENT_TYPES as readonly string[]).includes(value);

/**
 * The row's title in the reader's language from its type and status; the stored subject for a type we do not know.
 * CI statuses are master data: their names come from the session's `ciStatus` localisation map.
 */
export function eventTitle(t: TFunction, row: Pick<TechnicianActivityItem, 'eventType' | 'status' | 'subject'>, ciStatusNames: Readonly<Record<string, string>> = {}): string {
  if (row.eventType === SURVEY_LOW_SCORE) {
    // The server stores '{score}/{max}: {question}'; the question stays in the survey's language.
    const low = /^(\d+\/\d+): ([\s\S]*)$/.exec(row.subject);
    return low ? t('activity.events.SURVEY_LOW_SCORE', { score: low[1], question: low[2] }) : row.subject;
  }
  if (!isEventType(row.eventType)) return row.subject;
  const working = WORKING_STATUSES.find((s) => s === row.status);
  const ci = CI_STATUSES.find((s) => s === row.status);
  if (row.eventType === 'STATUS_CHANGE') return working ? t('activity.events.STATUS_CHANGE', { status: t(`planning.statuses.${working}`) }) : row.subject;
  if (row.eventType === 'CI_STATUS_CHANGE') return t('activity.events.CI_STATUS_CHANGE', { status: (ci && ciStatusNames[ci]) ?? ci ?? row.status ?? '' });
  return t(`activity.events.${row.eventType}`, { status: '' });
}

/**
 * The row's second line. An oil sample's is made from the sample itself, its compartment named in the reader's language
 * (the stored text has the code list's own word, 'HYDRAULIC', as the samples screen does not); others keep the stored text.
 */
export function eventDescription(row: Pick<TechnicianActivityItem, 'eventType' | 'description' | 'sampleNumber' | 'equipComp' | 'fluidBrand'>, codeName: CodeName): string | null {
  if (row.eventType !== 'SAMPLE_ADDED' || row.sampleNumber === null) return row.description;
  return [row.sampleNumber, row.equipComp && codeName('sampleCompartment', row.equipComp, row.equipComp), row.fluidBrand].filter(Boolean).join(' · ');
}

/** 'five minutes ago' in the user's language (from the catalogue where the browser has no data for it); exact time in the tooltip. */
export function timePassed(t: TFunction, at: number, now: number, language: string): string {
  const seconds = Math.round((at - now) / 1000);
  const tag = HTML_LANG[normalizeLanguage(language) ?? 'en'];
  const abs = Math.abs(seconds);
  const format = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
  // A browser without Georgian data answers in its own language (a Georgian reader in a Russian browser read 'вчера'),
  // which browserHasLocale cannot tell from real data: the language Intl actually used says it.
  if (!browserHasLocale(tag) || format.resolvedOptions().locale.split('-')[0] !== tag) {
    const passed = Math.max(0, -seconds);
    if (passed < 60) return t('activity.timeAgo.now');
    if (passed < 3600) return t('activity.timeAgo.minutes', { value: Math.trunc(passed / 60) });
    if (passed < 86_400) return t('activity.timeAgo.hours', { value: Math.trunc(passed / 3600) });
    return t('activity.timeAgo.days', { value: Math.trunc(passed / 86_400) });
  }
  if (abs < 60) return format.format(0, 'second');
  if (abs < 3600) return format.format(Math.trunc(seconds / 60), 'minute');
  if (abs < 86_400) return format.format(Math.trunc(seconds / 3600), 'hour');
  return format.format(Math.trunc(seconds / 86_400), 'day');
}

export type ActivityBadge = 'draft' | 'sims' | 'workingHours' | 'sample' | 'lowSurvey';

/** Each tag's colour, icon and test id; a low survey score is the one red tag, a customer's complaint to follow up. */
const BADGES: Record<ActivityBadge, { color: string; icon: ReactNode; testId: string }> = {
  draft: { color: 'gold', icon: <FileTextOutlined />, testId: 'draft' },
  sims: { color: 'purple', icon: <ToolOutlined />, testId: 'sims' },
  workingHours: { color: 'cyan', icon: <FieldTimeOutlined />, testId: 'working-hours' },
  sample: { color: 'green', icon: <ExperimentOutlined />, testId: 'sample' },
  lowSurvey: { color: 'red', icon: <FrownOutlined />, testId: 'low-survey' },
};

/** The row's tags (spec part 2 §2 badges: draft, SIMS, working hours update; and what the row is about: a sample, a low survey score). */
export function activityBadges(row: Pick<TechnicianActivityItem, 'eventType' | 'hasDraft' | 'hasSims' | 'hasWorkingHoursUpdate' | 'sampleNumber'>): ActivityBadge[] {
  const badges: ActivityBadge[] = [];
  if (row.hasDraft) badges.push('draft');
  if (row.hasSims) badges.push('sims');
  if (row.hasWorkingHoursUpdate) badges.push('workingHours');
  if (row.sampleNumber) badges.push('sample');
  if (row.eventType === SURVEY_LOW_SCORE) badges.push('lowSurvey');
  return badges;
}

/** The activity table's columns (spec part 2 §2): avatar, subject and description, order, time passed, badges. */
export function activityColumns(t: TFunction, now: number, language: string, ciStatusNames: Readonly<Record<string, string>>, codeName: CodeName): TableColumnsType<TechnicianActivityItem> {
  const described = (row: TechnicianActivityItem) => eventDescription(row, codeName);
  return [
    {
      key: 'activity',
      title: t('activity.columns.activity'),
      render: (_, row) => (
        <Flex gap={12} align="flex-start">
          <Avatar style={{ background: colourOf(row.technicianBpNo), flex: 'none' }} data-testid="activity-avatar">
            {initials(row.technicianFullName)}
          </Avatar>
          {/* One line each: without a description the technician line would run on after the title. */}
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Text strong data-testid="activity-subject">
              {eventTitle(t, row, ciStatusNames)}
            </Typography.Text>
            {described(row) ? (
              <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, tooltip: described(row) }} style={{ marginBottom: 0 }} data-testid="activity-description">
                {described(row)}
              </Typography.Paragraph>
            ) : null}
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="activity-technician">
              {[row.technicianFullName, row.technicianTeamName, row.technicianOrgunitDisplayName].filter(Boolean).join(' · ')}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    {
      key: 'order',
      title: t('activity.columns.order'),
      width: 260,
      render: (_, row) => (
        <Flex vertical>
          {row.workOrderNo ? <Typography.Text data-testid="activity-work-order">{row.workOrderNo}</Typography.Text> : null}
          {row.customer ? <Typography.Text ellipsis={{ tooltip: row.customer }}>{row.customer}</Typography.Text> : null}
          {row.serialNumber ? <Typography.Text type="secondary">{t('activity.serial', { value: row.serialNumber })}</Typography.Text> : null}
          {row.sampleNumber ? <Typography.Text type="secondary">{t('activity.sample', { value: row.sampleNumber })}</Typography.Text> : null}
        </Flex>
      ),
    },
    {
      key: 'time',
      title: t('activity.columns.time'),
      width: 150,
      render: (_, row) => (
        <Tooltip title={dayjs(row.occurredAt).format(PART2_DATE_TIME_FORMAT)}>
          <Typography.Text data-testid="activity-time">{timePassed(t, row.occurredAt, now, language)}</Typography.Text>
        </Tooltip>
      ),
    },
    {
      key: 'badges',
      title: t('activity.columns.badges'),
      width: 220,
      render: (_, row) => (
        <Space size={[4, 4]} wrap>
          {activityBadges(row).map((badge) => (
            <Tag key={badge} color={BADGES[badge].color} icon={BADGES[badge].icon} data-testid={`activity-badge-${BADGES[badge].testId}`}>
              {t(`activity.badges.${badge}`)}
            </Tag>
          ))}
        </Space>
      ),
    },
  ];
}
