import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Paragraph, Text, Title } from './typography';

const classesOf = (html: string) => (/class="([^"]*)"/.exec(html)?.[1] ?? '').split(' ');

describe('Text, Title and Paragraph', () => {
  it("draw antd Typography's classes, the type's and the caller's own", () => {
    for (const component of [Text, Title, Paragraph]) {
      const classes = classesOf(renderToStaticMarkup(createElement(component, { type: 'secondary', className: 'mine' }, 'words')));
      expect(classes).toEqual(expect.arrayContaining(['ant-typography', 'ant-typography-secondary', 'mine']));
    }
  });

  it('keep the element each stands for and its text', () => {
    expect(renderToStaticMarkup(createElement(Title, null, 'Planning'))).toMatch(/^<h1 class="[^"]*">Planning<\/h1>$/);
    expect(renderToStaticMarkup(createElement(Title, { level: 2 }, 'Sign in'))).toMatch(/^<h2 class="[^"]*">Sign in<\/h2>$/);
    expect(renderToStaticMarkup(createElement(Text, { strong: true }, 'bold'))).toMatch(/^<span class="[^"]*"><strong>bold<\/strong><\/span>$/);
  });
});
