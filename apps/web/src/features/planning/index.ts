// The planning grid (spec part 1 §2): the board and the status tag other screens show planned items with.
export { PlanningBoard } from './planning-board';
export { StatusTag } from './components/item-summary';
export { prefetchInitialGrid } from './initial-grid';
