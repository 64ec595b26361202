import path from 'node:path';

/** Folders of apps/web/src that every feature may use and that themselves use no feature. */
const SHARED_FOLDERS = ['api', 'components', 'i18n', 'lib'];
const SRC_MARKER = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}`;

/**
 * Web feature boundaries (docs/decisions/0012-web-feature-folders.md): code outside `src/features/<name>/`
 * reaches that feature only through its public entry (`features/<name>` or `features/<name>/index`), and
 * the shared folders (api, components, i18n, lib) import no feature at all. Relative imports only: the web
 * app has no path aliases.
 *
 * @type {import('eslint').Rule.RuleModule}
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature is imported only through its index.ts; shared folders import no feature.' },
    schema: [],
    messages: {
      internal: "'{{source}}' reaches into the internals of features/{{feature}}: import it from its public entry (features/{{feature}}/index.ts) and export what you need there.",
      shared: "'{{source}}' imports features/{{feature}} from the shared folder src/{{folder}}: shared code must not depend on a feature; move the piece it needs into a shared folder.",
    },
  },
  create(context) {
    const filename = context.filename;
    const at = filename.lastIndexOf(SRC_MARKER);
    if (at < 0) return {};
    const src = filename.slice(0, at + SRC_MARKER.length - 1);
    const [fromFolder, fromFeature] = path.relative(src, filename).split(path.sep);
    const fromShared = SHARED_FOLDERS.includes(fromFolder);

    /** @param {import('estree').Node} node @param {unknown} source */
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const [folder, feature, ...rest] = path.relative(src, path.resolve(path.dirname(filename), source)).split(path.sep);
      if (folder !== 'features' || !feature) return;
      if (fromShared) {
        context.report({ node, messageId: 'shared', data: { source, feature, folder: fromFolder } });
        return;
      }
      if (fromFolder === 'features' && feature === fromFeature) return;
      const publicEntry = rest.length === 0 || (rest.length === 1 && /^index(\.tsx?|\.js)?$/.test(rest[0]));
      if (!publicEntry) context.report({ node, messageId: 'internal', data: { source, feature } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
