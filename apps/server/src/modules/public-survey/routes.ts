import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, getSurveyQuery, getSurveyResponse, submitSurveyRequest, submitSurveyResponse } from '@fsp/domain';
import type { PublicSurveyService } from './service';
import { surveyPageLanguage } from '@fsp/domain/rules/public-survey';
import { callsAnotherApi, prepareSurveyPage, renderSurveyPage, surveyPageHeaders, type SurveyPageSettings } from './page';
import { sendHtml } from '../../web-app';

const tags = ['public-survey'];

export interface PublicSurveyOptions {
  service: PublicSurveyService;
  limits: { readPerMinute: number; submitPerMinute: number };
  page: SurveyPageSettings & { webDistDir: string };
}

/** A repeated parameter (`ul=tr&ul=en`, a link passed on and added to) counts by its first value, as the page's URLSearchParams.get reads it. */
const firstOf = (value: unknown) => (Array.isArray(value) ? value[0] : value);
/**
 * get-survey reads a repeated `c` or `ul` the same way (a proxy or a parent page passing the link's own query on): the
 * customer gets the survey the page would show, not a 400 for a link the page itself accepts.
 */
async function firstOfRepeated(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  for (const name of ['c', 'ul']) if (Array.isArray(query[name])) query[name] = firstOf(query[name]);
}
const pageParameter = (max: number) => z.preprocess(firstOf, z.string().max(max).optional());

/** Generous limits: a mangled link (a code or language too long) gets the page's invalid-link message in its language, not a JSON refusal. */
const pageQuery = z.object({
  c: pageParameter(2000),
  ul: pageParameter(100),
  view: pageParameter(20),
  tcssproxy: pageParameter(100),
  tcssproxy2: pageParameter(100),
});

/**
 * The customer's survey (spec part 2 §2, §4, §7): the page and its two calls, no sign-in. Every call is
 * limited per client address in the database, so the limit holds across server instances.
 */
export const publicSurveyRoutes: FastifyPluginAsyncZod<PublicSurveyOptions> = async (app, options) => {
  const { service, limits } = options;
  // The page and get-survey count together: past the limit, the page's own get-survey call is refused too.
  const read = { public: true, rateLimit: { max: limits.readPerMinute, timeWindow: '1 minute', groupId: 'public-survey-read' } };
  // Both submit paths count together.
  const write = { public: true, rateLimit: { max: limits.submitPerMinute, timeWindow: '1 minute', groupId: 'public-survey-submit' } };

  app.get(
    '/pub/v2/get-survey',
    {
      config: read,
      preValidation: firstOfRepeated,
      schema: {
        tags,
        summary: 'The survey of a link: statusCode 100 shows the form; 115 unknown link, 116 withdrawn, 117 expired, 118 already answered',
        description:
          "No sign-in: the code in the link is the key. language is the one page language (docs/decisions/0018): the survey's for an open link, ul's for a closed one. A closed link answers the title, logo and thank-you text without questions; an answered one keeps the job's date, model and serial number, an expired or withdrawn one names no job. Not cached (Cache-Control: no-store). A repeated c or ul counts by its first value, as on the page. Limited per client address (SURVEY_PUBLIC_READ_LIMIT_PER_MINUTE, counted across instances): 429.",
        querystring: getSurveyQuery,
        response: { 200: getSurveyResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.getSurvey(request.query.c, request.query.ul);
    },
  );

  const submitSchema = {
    tags,
    summary: "Saves a link's answers once: statusCode 0 saved; 115 unknown link, 116 withdrawn, 117 expired, 118 already answered (also the loser of two racing submits)",
    description:
      'No sign-in. Answers that break the questions (a mandatory one missing, a value out of range) are a 400 naming answers.<questionId>. A low score is recorded as activity of the technician. Both paths are the same call and count together against SURVEY_PUBLIC_SUBMIT_LIMIT_PER_MINUTE per client address (429).',
    body: submitSurveyRequest,
    response: { 200: submitSurveyResponse, 400: errorResponse, 429: errorResponse },
  };
  for (const url of ['/pub/submit-survey', '/pub/v2/submit-survey']) {
    app.post(url, { config: write, schema: submitSchema }, async (request) => service.submit(request.body));
  }

  // The page itself: its own small entry of the web build (survey.html), with the allow-lists it may use.
  const file = path.join(options.page.webDistDir, 'survey.html');
  const html = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (html !== null) {
    const template = prepareSurveyPage(html, options.page.webDistDir, options.page);
    const headers = surveyPageHeaders(options.page, template.styleHashes);
    const setPageHeaders = (reply: FastifyReply) => {
      for (const [name, value] of Object.entries(headers)) {
        if (value === null) reply.raw.removeHeader(name);
        else reply.header(name, value);
      }
    };
    app.get(
      '/pub/survey',
      {
        config: read,
        schema: {
          tags,
          summary:
            "The survey page customers open from the link (HTML): the loading line in the page's language and, unless tcssproxy / tcssproxy2 name another API, the GET /pub/v2/get-survey answer as a JSON data block (#fsp-survey-answer)",
          description:
            "Served only when the web build has survey.html. Its CSP lets only this origin and SURVEY_EMBED_ORIGINS frame it (view=boom), and lets it call only this origin and SURVEY_API_BASES. Counts against GET /pub/v2/get-survey's limit.",
          querystring: pageQuery,
        },
        /**
         * A customer's browser gets the page, never a JSON refusal: past the read limit (429) or for a link the guards
         * refuse (a NUL character), it comes without an answer, so the page asks itself and words the refusal (too
         * many attempts, invalid link) in the link's language.
         */
        errorHandler: (error, request, reply) => {
          const status = (error as { statusCode?: number }).statusCode;
          if (status !== 429 && status !== 400) throw error;
          setPageHeaders(reply);
          const ul = firstOf((request.query as Record<string, unknown> | undefined)?.ul);
          return sendHtml(request, reply.code(status), renderSurveyPage(template, surveyPageLanguage(typeof ul === 'string' ? ul : null, null), null));
        },
      },
      async (request, reply) => {
        setPageHeaders(reply);
        const { c, ul } = request.query;
        // The answer the page would ask for next, in the page itself: one round trip less on a slow network.
        const answer =
          c && !callsAnotherApi(request.query, options.page)
            ? await service.getSurvey(c.trim(), ul).catch((error: unknown) => {
                // The page then asks for it itself, as without the answer.
                request.log.warn({ err: error }, 'survey page: the answer could not be embedded');
                return null;
              })
            : null;
        return sendHtml(request, reply, renderSurveyPage(template, answer?.language ?? surveyPageLanguage(ul, null), answer));
      },
    );
  }
};
