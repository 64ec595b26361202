/** Deterministic pseudo-random numbers (mulberry32): the same seed always gives the same demo data. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
    /** Uniform in [min, max). */
    float: (min: number, max: number) => min + next() * (max - min),
    /** One of the values, each as likely as its weight. */
    weighted: <T>(entries: readonly (readonly [T, number])[]): T => {
      let total = 0;
      for (const [, w] of entries) total += w;
      let roll = next() * total;
      for (const [value, w] of entries) {
        roll -= w;
        if (roll < 0) return value;
      }
      return entries[entries.length - 1][0];
    },
    /** `count` decimal digits, leading zeros kept. */
    digits: (count: number) => {
      let s = '';
      for (let i = 0; i < count; i++) s += String(Math.floor(next() * 10));
      return s;
    },
    /** `count` characters drawn from `alphabet`. */
    chars: (count: number, alphabet: string) => {
      let s = '';
      for (let i = 0; i < count; i++) s += alphabet[Math.floor(next() * alphabet.length)];
      return s;
    },
    /** k distinct items (or all of them when there are fewer). */
    sample: <T>(items: readonly T[], k: number): T[] => {
      const copy = [...items];
      const n = Math.min(k, copy.length);
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, n);
    },
  };
}
export type Random = ReturnType<typeof createRandom>;

/**
 * An independent stream per generator: adding or changing one part of the demo data does not
 * shift the random numbers (and so the data) of the others.
 */
export function forkRandom(seed: number, label: string): Random {
  // FNV-1a of the label, mixed into the seed.
  let h = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return createRandom((seed ^ h) >>> 0);
}
