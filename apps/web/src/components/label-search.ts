import type { ReactNode } from 'react';
import { containsIgnoringCase } from '@fsp/domain';

/** A label's searchable text: a string or a number; an element (or a title function) has none. */
const textOf = (label: unknown) => (typeof label === 'string' || typeof label === 'number' ? label : null);

/**
 * A searchable Select's search (`showSearch={LABEL_SEARCH}`): the option's label contains the typed text, folded as
 * every search box of the portal folds it (the four I-letters alike: 'iş' finds 'İşlemde', 'istanbul' 'İstanbul').
 * antd's own filter lower-cases with the browser's rules, where 'İ' becomes 'i' and a combining dot that a typed 'i'
 * never matches.
 */
export const LABEL_SEARCH = {
  filterOption: (input: string, option?: { label?: ReactNode }) => containsIgnoringCase(textOf(option?.label), input),
};

/** The same for a TreeSelect whose nodes are named by their title (`showSearch={TITLE_SEARCH}`). */
export const TITLE_SEARCH = {
  filterTreeNode: (input: string, node: { title?: unknown }) => containsIgnoringCase(textOf(node.title), input),
};
