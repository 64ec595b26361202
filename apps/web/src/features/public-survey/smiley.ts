import { svg } from './dom';

/**
 * Face `value` of a scale of `count` (spec §5: 1..maxLimit, up to 10 faces): red and frowning at 1, green
 * and smiling at the top, drawn rather than emoji so it looks the same on every phone.
 */
export function smileyFace(value: number, count: number): SVGElement {
  const t = count <= 1 ? 1 : (value - 1) / (count - 1);
  const hue = Math.round(t * 120);
  const curve = Math.round((t * 2 - 1) * 9);
  return svg(
    'svg',
    { viewBox: '0 0 48 48', width: 40, height: 40, 'aria-hidden': 'true', focusable: 'false', class: 'face' },
    svg('circle', { cx: 24, cy: 24, r: 21, fill: `hsl(${hue} 80% 62%)`, stroke: `hsl(${hue} 60% 32%)`, 'stroke-width': 2 }),
    svg('circle', { cx: 17, cy: 19, r: 2.6, fill: '#1f2a37' }),
    svg('circle', { cx: 31, cy: 19, r: 2.6, fill: '#1f2a37' }),
    svg('path', { d: `M14 ${32 - curve / 2} Q24 ${32 + curve} 34 ${32 - curve / 2}`, fill: 'none', stroke: '#1f2a37', 'stroke-width': 2.6, 'stroke-linecap': 'round' }),
  );
}
