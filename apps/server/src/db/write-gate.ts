/**
 * At most `limit` holders at once; the others wait in memory, in arrival order. The planning save holds
 * one while it works, so a burst of saves (all queueing for one technician's plan lock, each on a pooled
 * connection) leaves the rest of the pool to other users' requests.
 */
export function createGate(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function through<T>(work: () => Promise<T>): Promise<T> {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else active++;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      // The slot passes straight to the next waiter; `active` only drops when nobody waits.
      if (next) next();
      else active--;
    }
  };
}
