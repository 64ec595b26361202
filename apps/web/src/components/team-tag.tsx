import { Tag, type TagProps } from 'antd';

/** A team named with its organization (two organizations may each have a team of one name). */
export interface NamedTeam {
  name: string;
  organization: { displayName: string };
}

/** Wraps anywhere: a team name may be 255 characters without a space, which would otherwise widen its table past its actions. */
const WRAPPING = { whiteSpace: 'normal', overflowWrap: 'anywhere', maxWidth: '100%' } as const;

/** A team as a blue tag, "team · organization"; the other props (test id, a Tooltip's handlers and ref) reach the tag. */
export function TeamTag({ team, style, ...tag }: TagProps & { team: NamedTeam }) {
  return (
    <Tag color="blue" style={{ ...WRAPPING, ...style }} {...tag}>
      {team.name} · {team.organization.displayName}
    </Tag>
  );
}
