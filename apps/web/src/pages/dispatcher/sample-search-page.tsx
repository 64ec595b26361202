import { SampleSearchScreen } from '../../features/samples';

/** Oil-sample (SOS) search (part 2 §2). */
export default function SampleSearchPage() {
  return <SampleSearchScreen />;
}
