// The planning grid (spec part 1 §2): the board, the status tag other screens show planned items with, and how
// another screen opens the grid on a day and team (the work-order search's order drawer).
export { PlanningBoard } from './planning-board';
export { StatusTag } from './components/item-summary';
export { prefetchInitialGrid } from './initial-grid';
export { storeGridOpening, type GridOpening } from './open-grid-at';
