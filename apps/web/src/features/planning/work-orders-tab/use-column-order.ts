import { useCallback, useState } from 'react';
import { local } from '../../../lib/storage-keys';
import { moveColumn, moveColumnBy, parseColumnOrder, serializeColumnOrder } from './column-order';

export interface ColumnOrderState<K extends string> {
  order: K[];
  move(from: K, to: K): void;
  moveBy(key: K, delta: number): void;
  reset(): void;
}

/** A column order kept in localStorage under `storageKey` (read once on mount, written on every change). */
export function useColumnOrder<K extends string>(storageKey: string, defaults: readonly K[]): ColumnOrderState<K> {
  const [order, setOrder] = useState<K[]>(() => parseColumnOrder(local.get(storageKey), defaults));

  const update = useCallback(
    (next: (current: K[]) => K[]) => {
      setOrder((current) => {
        const result = next(current);
        local.set(storageKey, serializeColumnOrder(result));
        return result;
      });
    },
    [storageKey],
  );

  const move = useCallback((from: K, to: K) => update((current) => moveColumn(current, from, to)), [update]);
  const moveBy = useCallback((key: K, delta: number) => update((current) => moveColumnBy(current, key, delta)), [update]);
  const reset = useCallback(() => {
    local.remove(storageKey);
    setOrder([...defaults]);
  }, [storageKey, defaults]);

  return { order, move, moveBy, reset };
}
