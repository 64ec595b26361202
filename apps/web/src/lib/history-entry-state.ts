import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

/** Namespace of our values in `history.state`, beside the router's own fields (usr, key, idx). */
const ENTRY_KEY = 'fsp';

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether `stored` has the shape of `initial`: the same keys in every nested plain object. A value written by an
 * older version of a screen (another filter shape) is then not restored.
 */
export function sameShape(stored: unknown, initial: unknown): boolean {
  if (!isPlainObject(initial)) return true;
  if (!isPlainObject(stored)) return false;
  const keys = Object.keys(initial);
  return keys.length === Object.keys(stored).length && keys.every((key) => key in stored && sameShape(stored[key], initial[key]));
}

/** The value stored under `key` in a history entry's state, when it has the shape of `initial`; else `initial`. */
export function readEntryValue<T>(historyState: unknown, key: string, initial: T): T {
  const ours = isPlainObject(historyState) ? historyState[ENTRY_KEY] : undefined;
  const stored = isPlainObject(ours) ? ours[key] : undefined;
  return stored !== undefined && sameShape(stored, initial) ? (stored as T) : initial;
}

/** A history entry's state with `value` stored under `key`; the router's fields and other keys are kept. */
export function withEntryValue(historyState: unknown, key: string, value: unknown): Record<string, unknown> {
  const state = isPlainObject(historyState) ? historyState : {};
  const ours = isPlainObject(state[ENTRY_KEY]) ? state[ENTRY_KEY] : {};
  return { ...state, [ENTRY_KEY]: { ...ours, [key]: value } };
}

/**
 * useState kept in the current browser history entry: Back and Forward to the screen, and a reload, bring the
 * value back (a search's filter and page), while opening the screen anew (the menu, another tab) starts from
 * `initial`. The value must survive structured cloning (plain data).
 */
export function useHistoryEntryState<T>(key: string, initial: () => T): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(() => readEntryValue(window.history.state, key, initial()));
  useEffect(() => {
    window.history.replaceState(withEntryValue(window.history.state, key, value), '');
  }, [key, value]);
  return [value, setValue];
}
