// Oil-sample (SOS) search (spec part 2 §2): the screen of /dispatcher/sos.
export { SampleSearchScreen } from './sample-search-screen';
export { SampleDetailDrawer, type SampleDetail } from './components/sample-detail-drawer';
