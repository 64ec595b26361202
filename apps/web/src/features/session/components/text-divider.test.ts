import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Divider } from 'antd';
import { describe, expect, it } from 'vitest';
import { TextDivider } from './text-divider';

/** Each element's tag and its classes as a sorted set: antd orders the classes differently, the CSS does not care. */
const shape = (html: string) =>
  [...html.matchAll(/<(\w+)([^>]*)>/g)].map(([, tag, attributes]) => ({
    tag,
    classes: (/class="([^"]*)"/.exec(attributes)?.[1] ?? '').split(' ').sort(),
    role: /role="([^"]*)"/.exec(attributes)?.[1],
  }));

describe('TextDivider', () => {
  it("draws antd's plain text Divider: the same elements, classes, role and text", () => {
    const style = { margin: '16px 0' };
    const ours = renderToStaticMarkup(createElement(TextDivider, { style, children: 'or' }));
    const antd = renderToStaticMarkup(createElement(Divider, { plain: true, style }, 'or'));
    expect(shape(ours)).toEqual(shape(antd));
    expect(ours).toContain('>or</span>');
    expect(ours).toContain('style="margin:16px 0"');
  });
});
