import { useEffect, useRef, useState } from 'react';
import { drawerSync, rebaseDrawerEdits } from './drawer-edits';

/** The props every list screen's filter drawer takes: the applied filters in, the searched ones out. */
export interface ListFilterDrawerProps<Filters, Organization> {
  open: boolean;
  filters: Filters;
  /** The reference list the drawer's tree picks from; undefined while it loads. */
  organizations: readonly Organization[] | undefined;
  onApply: (filters: Filters) => void;
  onClose: () => void;
}

/**
 * The edit state of a list screen's filter drawer (for FilterDrawerShell): the values are a copy of
 * the applied filters, taken again each time the drawer opens so that Cancel drops the edits, and
 * `submitted` (some errors only show once Search was pressed) starts over with it. Applied filters that change
 * while it is open (out-of-scope organizations dropped, the same filters rebuilt) keep the user's edits. `search`
 * applies the values only when `validate` finds no error; `searchOnEnter` is the same for a text field's Enter.
 */
export function useFilterDrawerValues<Filters extends object, Errors extends object>({
  open,
  filters,
  validate,
  onApply,
}: {
  open: boolean;
  filters: Filters;
  validate: (values: Filters) => Errors;
  onApply: (values: Filters) => void;
}) {
  const [values, setValues] = useState(filters);
  const [submitted, setSubmitted] = useState(false);
  const synced = useRef({ open: false, applied: filters });
  useEffect(() => {
    const before = synced.current;
    synced.current = { open, applied: filters };
    const sync = drawerSync(before, open, filters);
    if (sync === 'copy') {
      setValues(filters);
      setSubmitted(false);
    } else if (sync === 'rebase') setValues((current) => rebaseDrawerEdits(before.applied, filters, current));
  }, [open, filters]);
  const set = (patch: Partial<Filters>) => setValues((current) => ({ ...current, ...patch }));
  const errors = validate(values);
  const search = () => {
    setSubmitted(true);
    if (Object.keys(errors).length === 0) onApply(values);
    // Refused: the first message may lie below the drawer's fold (the last fields of a long form at 720 px).
    else requestAnimationFrame(() => document.querySelector('.ant-drawer-open .ant-form-item-has-error')?.scrollIntoView({ block: 'nearest' }));
  };
  // Enter's own action stopped: the drawer closes at once (reduced motion) and gives focus back to its opener, which the
  // same key press would then activate and open it again.
  const searchOnEnter = (event: { preventDefault(): void }) => {
    event.preventDefault();
    search();
  };
  return { values, setValues, set, errors, submitted, search, searchOnEnter };
}
