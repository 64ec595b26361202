// The team tree is shared with the draft and history filters; it lives in src/components.
export { TeamTree } from '../../../components/team-tree';
