import { useMemo, useState } from 'react';
import { Button, Popover } from 'antd';
import { DashboardOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { compareNames, isOverPlanned, sumUtilisation, type GridTechnician, type Utilisation } from '@fsp/domain';
import { HTML_LANG, normalizeLanguage } from '../../../i18n/language';
import { rowUtilisation } from '../model/timeline-model';
import { rangeRowUtilisation } from '../model/range-timeline';
import { numberFormat } from '../../../lib/locale-data';

/** One formatter per language, shared by every row: each row's bar mounts as it scrolls into view. */
const hoursFormats = new Map<string, (minutes: number) => string>();

/** Hours with at most one decimal, in the reader's number format ("6.5", "6,5"). */
function useHours(): (minutes: number) => string {
  const { i18n } = useTranslation();
  const locale = HTML_LANG[normalizeLanguage(i18n.language) ?? 'en'];
  let hours = hoursFormats.get(locale);
  if (!hours) {
    const format = numberFormat(locale, { maximumFractionDigits: 1 });
    hours = (minutes: number) => format.format(Math.round(minutes / 6) / 10);
    hoursFormats.set(locale, hours);
  }
  return hours;
}

function useUtilisationText(): (u: Utilisation) => string {
  const { t } = useTranslation();
  const hours = useHours();
  return (u) =>
    u.ratio === null
      ? t('planning.utilisation.noWorkingHours', { planned: hours(u.plannedMinutes) })
      : t('planning.utilisation.row', { planned: hours(u.plannedMinutes), working: hours(u.workingMinutes), percent: Math.round(u.ratio * 100) });
}

/** The thin bar under a row header's meta line: planned against working hours, warning colour when over-planned. */
export function UtilisationBar({ utilisation }: { utilisation: Utilisation }) {
  const text = useUtilisationText()(utilisation);
  const over = isOverPlanned(utilisation);
  return (
    <div
      className={`pg-util${over ? ' is-over' : ''}`}
      role="img"
      title={text}
      aria-label={text}
      data-testid="planning-utilisation"
      data-planned-minutes={utilisation.plannedMinutes}
      data-working-minutes={utilisation.workingMinutes}
    >
      <span className="pg-util-fill" style={{ width: `${over ? 100 : Math.min(utilisation.ratio ?? 0, 1) * 100}%` }} />
    </div>
  );
}

/** Each team's sum, by team name in Turkish order for every reader (names are data), not the browser's language. */
export function teamTotals(byTeam: ReadonlyMap<string, Utilisation[]>): { name: string; sum: Utilisation }[] {
  return [...byTeam].map(([name, parts]) => ({ name, sum: sumUtilisation(parts) })).sort((a, b) => compareNames(a.name, b.name));
}

/**
 * The per-team totals of the shown technicians for the shown day (or days, in the range views): one button with the sum of all, its
 * popover lists each team. Computed once per grid data change, not per row render.
 */
export function TeamUtilisation({ technicians, dayStart, days = 1 }: { technicians: readonly GridTechnician[]; dayStart: number; days?: number }) {
  const { t } = useTranslation();
  const hours = useHours();
  const text = useUtilisationText();
  const { teams, total } = useMemo(() => {
    const byTeam = new Map<string, Utilisation[]>();
    const all: Utilisation[] = [];
    for (const technician of technicians) {
      const u = days > 1 ? rangeRowUtilisation(technician, dayStart, days) : rowUtilisation(technician, dayStart);
      const name = technician.team?.name ?? t('planning.utilisation.noTeam');
      const parts = byTeam.get(name);
      if (parts) parts.push(u);
      else byTeam.set(name, [u]);
      all.push(u);
    }
    return { teams: teamTotals(byTeam), total: sumUtilisation(all) };
  }, [technicians, dayStart, days, t]);
  const short = (u: Utilisation) => t('planning.utilisation.short', { planned: hours(u.plannedMinutes), working: hours(u.workingMinutes) });
  // antd renders a popover's content with its button, open or not: fifty teams' texts are no part of the board's first render.
  const [opened, setOpened] = useState(false);

  const content = () => (
    <table className="pg-team-util" data-testid="planning-team-utilisation">
      <tbody>
        {teams.map(({ name, sum }) => (
          <tr key={name} title={text(sum)} data-team={name} data-planned-minutes={sum.plannedMinutes} data-working-minutes={sum.workingMinutes}>
            <th scope="row">{name}</th>
            <td>{short(sum)}</td>
            <td className={isOverPlanned(sum) ? 'is-over' : undefined}>{sum.ratio === null ? (sum.plannedMinutes > 0 ? '!' : '–') : `${Math.round(sum.ratio * 100)} %`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <Popover content={opened ? content : null} onOpenChange={(open) => open && setOpened(true)} title={t('planning.utilisation.teams')} trigger="click" placement="bottomRight">
      <Button icon={<DashboardOutlined />} aria-label={`${t('planning.utilisation.teams')}: ${text(total)}`} title={text(total)} data-testid="planning-utilisation-total">
        <span className="pg-util-total-text">{short(total)}</span>
      </Button>
    </Popover>
  );
}
