// Shared with the work-order search, draft and history tables; it lives in src/components.
export { TruncatedText } from '../../../components/truncated-text';
