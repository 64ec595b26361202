import type { Plugin } from 'vite';
import en from '../src/i18n/public-survey/en.ts';
import tr from '../src/i18n/public-survey/tr.ts';
import ru from '../src/i18n/public-survey/ru.ts';
import az from '../src/i18n/public-survey/az.ts';
import ge from '../src/i18n/public-survey/ge.ts';

/** survey.html's placeholder for the texts of its first paint. */
const PLACEHOLDER = '<!--survey-first-paint-texts-->';

/**
 * Writes the survey page's loading line and tab title in every language into survey.html as a JSON data block
 * (never executed): the server renders those of the page's language into it, so the first paint needs neither
 * the script nor a second request (issue 16), and a slow phone does not show an English tab title meanwhile.
 */
export function surveyFirstPaintTexts(): Plugin {
  const texts = Object.fromEntries(
    Object.entries({ en, tr, ru, az, ge }).map(([language, catalogue]) => [language, { loading: catalogue.loading, title: catalogue.documentTitle }]),
  );
  const block = `<script type="application/json" id="fsp-survey-first-paint">${JSON.stringify(texts).replace(/</g, '\\u003c')}</script>`;
  return {
    name: 'survey-first-paint-texts',
    transformIndexHtml: {
      order: 'pre',
      handler: (html, context) => (context.path.endsWith('survey.html') ? html.replace(PLACEHOLDER, block) : html),
    },
  };
}
