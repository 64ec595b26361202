// CI suggestion board (spec part 2 §2): the screen of /ci-board.
export { CiBoardScreen } from './ci-board-screen';
