/**
 * antd components whose clear button rc-select / rc-input name in English ('Clear', 'close-circle') and
 * ConfigProvider cannot rename: the app takes them from its wrappers in src/components, which name it in the
 * reader's language. Cascader and AutoComplete have no wrapper yet: add one beside select.tsx before using them.
 */
const message = (wrapper) => `antd's clear button is named in English: import it from src/components (${wrapper}), which names it in the reader's language.`;

/** The files that wrap antd's components and so import them themselves. */
export const ANTD_WRAPPER_FILES = [
  'apps/web/src/components/select.tsx',
  'apps/web/src/components/tree-select.tsx',
  'apps/web/src/components/input.tsx',
  'apps/web/src/components/antd-without-statics.ts',
];

/** Options of @typescript-eslint/no-restricted-imports for everything else in apps/web/src (type imports stay allowed). */
export const antdWrapperRestrictions = {
  paths: [
    { name: 'antd', importNames: ['Select'], message: message('select.tsx'), allowTypeImports: true },
    { name: 'antd', importNames: ['TreeSelect'], message: message('tree-select.tsx'), allowTypeImports: true },
    { name: 'antd', importNames: ['Input'], message: message('input.tsx; for the first paint antd-without-statics.ts and input-clear.tsx'), allowTypeImports: true },
    { name: 'antd', importNames: ['Cascader', 'AutoComplete'], message: message('add a wrapper like select.tsx'), allowTypeImports: true },
  ],
  patterns: [
    {
      regex: '^antd/(es|lib)/(select|tree-select|cascader|auto-complete|input)(/|$)',
      message: message('select.tsx, tree-select.tsx, input.tsx or antd-without-statics.ts'),
      allowTypeImports: true,
    },
  ],
};
