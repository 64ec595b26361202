import { Form, Skeleton } from 'antd';
import { ApartmentOutlined, TeamOutlined, ToolOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FilterChip } from './filter-bar';
import { useOrderedOrganizations } from './ordered-organizations';
import { OrganizationTree, type TreeOrganizationRef } from './organization-tree';
import { TeamTree, type TreeOrganization } from './team-tree';
import { TechnicianSelect } from './technician-select';

/** Who a list filter narrows to (spec part 1 §2 "Draft work orders", "Planning history"). */
export interface SelectionCriteria {
  organizations: string[];
  teams: number[];
  technicians: string[];
}

/** What both trees need of an organization. */
type SelectionOrganization = TreeOrganization & TreeOrganizationRef;

/**
 * The organizations tree, teams tree and technicians of a filter drawer. The trees wait for the
 * organizations (a skeleton until then). Test ids: `${testIdPrefix}-org-*`, `-team-*`, `-technicians`.
 */
export function SelectionCriteriaFields({
  testIdPrefix,
  organizations,
  value,
  onChange,
}: {
  testIdPrefix: string;
  organizations: readonly SelectionOrganization[] | undefined;
  value: SelectionCriteria;
  onChange: (patch: Partial<SelectionCriteria>) => void;
}) {
  const { t } = useTranslation();
  // The user's own country first in the team tree too (the organization tree orders what it is given itself).
  const ordered = useOrderedOrganizations(organizations);
  return (
    <>
      {organizations ? (
        <>
          <Form.Item label={t('listFilters.organizations')}>
            <OrganizationTree testIdPrefix={`${testIdPrefix}-org`} organizations={organizations} value={value.organizations} onChange={(orgs) => onChange({ organizations: orgs })} />
          </Form.Item>
          <Form.Item label={t('listFilters.teams')}>
            <TeamTree testIdPrefix={`${testIdPrefix}-team`} organizations={ordered} value={value.teams} onChange={(teams) => onChange({ teams })} />
          </Form.Item>
        </>
      ) : (
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      )}
      <Form.Item htmlFor={`${testIdPrefix}-technicians`} label={t('listFilters.technicians')}>
        <TechnicianSelect id={`${testIdPrefix}-technicians`} testId={`${testIdPrefix}-technicians`} value={value.technicians} onChange={(technicians) => onChange({ technicians })} />
      </Form.Item>
    </>
  );
}

/**
 * One closable chip per chosen organization, team and technician, named from the reference lists
 * (the raw id while they load). Closing a chip hands `onChange` the filters without that one.
 */
export function selectionCriteriaChips<Filters extends SelectionCriteria>(
  t: TFunction,
  filters: Filters,
  references: { organizations: readonly TreeOrganization[] | undefined; technicians: readonly { bpNo: string; fullName: string }[] | undefined },
  onChange: (next: Filters) => void,
): FilterChip[] {
  const orgName = new Map<string, string>();
  const teamName = new Map<number, string>();
  for (const org of references.organizations ?? []) {
    orgName.set(org.orgunit, org.displayName);
    for (const team of org.teams) teamName.set(team.id, team.name);
  }
  const techName = new Map((references.technicians ?? []).map((x) => [x.bpNo, x.fullName]));
  return [
    ...filters.organizations.map((o) => ({
      key: `org-${o}`,
      icon: <ApartmentOutlined />,
      color: 'purple',
      label: t('listFilters.chips.organization', { name: orgName.get(o) ?? o }),
      onClose: () => onChange({ ...filters, organizations: filters.organizations.filter((x) => x !== o) }),
    })),
    ...filters.teams.map((id) => ({
      key: `team-${id}`,
      icon: <TeamOutlined />,
      label: t('listFilters.chips.team', { name: teamName.get(id) ?? `#${id}` }),
      onClose: () => onChange({ ...filters, teams: filters.teams.filter((x) => x !== id) }),
    })),
    ...filters.technicians.map((bpNo) => ({
      key: `tech-${bpNo}`,
      icon: <ToolOutlined />,
      label: t('listFilters.chips.technician', { name: techName.get(bpNo) ?? bpNo }),
      onClose: () => onChange({ ...filters, technicians: filters.technicians.filter((x) => x !== bpNo) }),
    })),
  ];
}
