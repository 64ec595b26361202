import { CiBoardScreen } from '../features/ci-board';

/** Continuous-improvement suggestion board (part 2 §2). */
export default function CiBoardPage() {
  return <CiBoardScreen />;
}
