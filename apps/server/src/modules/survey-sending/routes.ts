import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SERVICE_ENGINEER_SCREEN_ROLES,
  SURVEY_SENDER_ROLES,
  activeRepsResponse,
  addRepRequest,
  addRepResponse,
  errorResponse,
  idempotencyHeaders,
  outboxQuery,
  outboxResponse,
  repPositionsResponse,
  sendSurveyRequest,
  sendValidationCodeRequest,
  sendValidationCodeResponse,
  surveyPathParams,
  surveyStatusResponse,
  surveysResponse,
  technicianSurveyScoresRequest,
  technicianSurveyScoresResponse,
  verifyRepRequest,
} from '@fsp/domain';
import type { Db } from '../../db/client';
import type { Clock } from '../../clock';
import type { Delivery, LogTransport } from '../../delivery/delivery';
import { requestContext } from '../../plugins/auth';
import { createSurveySendingService, TooManyError, type SurveyLimits } from './service';

const tags = ['survey-sending'];
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse, 429: errorResponse };
/** What every sending call checks, in its OpenAPI description. */
const SENDING =
  " The job must be an assignment in the caller's scope (else 404) on a work-order item (else 400) of a country with SEND_SURVEY_ENABLED_V2 (else 403). Messages are limited per user and per phone number or e-mail address per hour (SURVEY_SEND_LIMIT_PER_USER_PER_HOUR, SURVEY_SEND_LIMIT_PER_CONTACT_PER_HOUR): 429 with Retry-After. With an Idempotency-Key header, a retry (same key and body) gets the first answer instead of sending again.";

export interface SurveySendingOptions {
  db: Db;
  clock: Clock;
  delivery: Delivery;
  limits: SurveyLimits;
  /** Origin of survey links (PUBLIC_BASE_URL, else the configured listen address): never a request header. */
  publicBaseUrl: string;
  /** The log transport's delivered messages: registers GET /api/dev/outbox (ADMIN), for the demo and the tests only. */
  devMailbox?: LogTransport;
}

/** Survey sending from the order drawer (spec part 1 §4 "Survey sending", §5, §7); docs/api-conventions.md "Survey sending". */
export const surveySendingRoutes: FastifyPluginAsyncZod<SurveySendingOptions> = async (app, options) => {
  const service = createSurveySendingService(options);
  /** 429s carry Retry-After. */
  async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof TooManyError && error.retryAfterSeconds > 0) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  }

  app.get(
    '/api/surveysWo/:id',
    {
      config: { roles: SERVICE_ENGINEER_SCREEN_ROLES },
      schema: {
        tags,
        summary: 'Surveys sent for an assignment (id = scheduler item id), newest first',
        description:
          "Each with the contact person (repId, name, phone), sender, status (a SENT link past its date is EXPIRED) and, once answered, the answers. delivery is the state of the SMS that carried the link: PENDING waiting to be sent (retried while the transport refuses it), SENT handed to the SMS gateway, FAILED not delivered after the outbox's last attempt (send again with sendSurvey: its 124 question then says the earlier one was not delivered); null for surveys sent before it was recorded. deliveryProblem sums up the outbox's last error while not SENT: UNREACHABLE (the message server could not be reached), RECIPIENT_REFUSED (the number or address was refused), LOGIN_REFUSED (the server refused the portal's sign-in), OTHER; null when nothing was refused. Added fields: deliveryNextAttemptAt (epoch ms) is when the outbox tries a PENDING SMS again, null when it will not by itself (SENT, FAILED, or with OUTBOX_MAX_ATTEMPTS 1 never); emailDelivery is the state of the e-mail that carried the same link (null when none went): SENT there means the customer has the link even when the SMS failed, and the 124 question then does not say 'not delivered'. An assignment outside the caller's scope answers 404 like an unknown one.",
        params: surveyPathParams,
        response: { 200: surveysResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => service.surveys(request.params.id, await requestContext(request)),
  );

  app.post(
    '/api/technician-survey-scores',
    {
      config: { roles: SERVICE_ENGINEER_SCREEN_ROLES, readOnly: true },
      schema: {
        tags,
        summary: "Technicians' customer survey averages over the last 90 days (1-5 scale) with the number of answered surveys; technicians outside the caller's scope are left out",
        description: 'A read sent as POST for its list of technician numbers (OBSERVER may call it); days in the answer is the period. The planning grid and the nearby-technician list show these scores.',
        body: technicianSurveyScoresRequest,
        response: { 200: technicianSurveyScoresResponse, 400: errorResponse },
      },
    },
    async (request) => service.surveyScores(request.body.technicians, await request.dataScope()),
  );

  app.get(
    '/api/getActiveReps/:id',
    {
      config: { roles: SERVICE_ENGINEER_SCREEN_ROLES },
      schema: {
        tags,
        summary: "Active contact persons of the assignment's customer (id = scheduler item id), with the country's contact-form settings",
        description:
          "Each person's phones say whether they are verified. settings carries SEND_SURVEY_ENABLED_V2 and the phone and e-mail rules of the order's country for the new-contact form. 400 when the assignment is not a work-order item; 404 when it is unknown or outside the caller's scope.",
        params: surveyPathParams,
        response: { 200: activeRepsResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => service.activeReps(request.params.id, await requestContext(request)),
  );

  app.get(
    '/api/getRepPositions',
    {
      config: { roles: SERVICE_ENGINEER_SCREEN_ROLES },
      schema: {
        tags,
        summary: 'Positions a contact person can hold',
        description: 'The choices of the new-contact form; addRepAndSendSurvey accepts only these codes.',
        response: { 200: repPositionsResponse },
      },
    },
    async () => service.positions(),
  );

  app.post(
    '/api/sendSurvey',
    {
      config: { roles: SURVEY_SENDER_ROLES, idempotent: true },
      schema: {
        tags,
        summary: 'Sends the survey of a finished job to a contact person (statusCode 0 sent, 124 confirm and repeat with confirmed: true, 125 error, 126 job not finished, 127 saved but the SMS was refused by the transport: the message says whether it is retried, and whether the link went by e-mail instead)',
        description:
          "Every message of the survey calls (outcomes, refusals, limits) is worded in the caller's portal language (English when unknown). The contact person must be an active one of the order's customer (else 404) and the phone one of theirs (else 400). The link goes by SMS, and by e-mail when the person has a real address; it stays valid SURVEY_LINK_TTL_DAYS, and a new link closes the job's earlier one. An answered survey is not sent again (125)." + SENDING,
        headers: idempotencyHeaders,
        body: sendSurveyRequest,
        response: { 200: surveyStatusResponse, ...errors },
      },
    },
    async (request, reply) => withRetryAfter(reply, async () => service.sendSurvey(request.body, await requestContext(request))),
  );

  app.post(
    '/api/survey/addRepAndSendSurvey',
    {
      config: { roles: SURVEY_SENDER_ROLES, idempotent: true },
      schema: {
        tags,
        summary: 'Adds a contact person and sends a verification code to the phone (isValidationRequired), or sends the survey at once when the phone is already verified',
        description:
          "customerNumber must be the order's customer. The fields follow the country's contact-form rules (a 400 names the field). A new person stays inactive until the phone is verified; a person added earlier and never verified takes the new details (a code again within 120 s of a delivered previous one is a 429). codeDelivered false (still SUCCESS): the transport refused the code at once; it is kept in the outbox, codeRetried (added) says whether the outbox tries it again (false when OUTBOX_MAX_ATTEMPTS is 1), and a new code may be asked for at once." + SENDING,
        headers: idempotencyHeaders,
        body: addRepRequest,
        response: { 200: addRepResponse, ...errors },
      },
    },
    async (request, reply) => withRetryAfter(reply, async () => service.addRep(request.body, await requestContext(request))),
  );

  app.post(
    '/api/survey/verifyRepAndSendSurvey',
    {
      config: { roles: SURVEY_SENDER_ROLES, idempotent: true },
      schema: {
        tags,
        summary: 'Checks the verification code (10 minutes, single use, 5 tries), marks the phone verified and sends the survey',
        description:
          "A wrong, expired or missing code is a 400; after 5 wrong tries the code is locked (429) and a new one must be sent. The person becomes an active contact of the customer." + SENDING,
        headers: idempotencyHeaders,
        body: verifyRepRequest,
        response: { 200: surveyStatusResponse, ...errors },
      },
    },
    async (request, reply) => withRetryAfter(reply, async () => service.verifyRep(request.body, await requestContext(request))),
  );

  app.post(
    '/api/survey/sendValidationCode',
    {
      config: { roles: SURVEY_SENDER_ROLES, idempotent: true },
      schema: {
        tags,
        summary: 'Sends a new verification code (refused within 120 seconds of the previous one, unless the transport refused that one)',
        description:
          "Earlier open codes of the phone stop working. Too soon is a 429 with the seconds to wait in Retry-After; resendAfterSeconds says when the next may go (0 when this code was not delivered). codeDelivered false (still SUCCESS): the transport refused the code at once; it is kept in the outbox, codeRetried as for addRepAndSendSurvey, and the next code may be asked for at once (the hourly per-contact limit still applies)." + SENDING,
        headers: idempotencyHeaders,
        body: sendValidationCodeRequest,
        response: { 200: sendValidationCodeResponse, ...errors },
      },
    },
    async (request, reply) => withRetryAfter(reply, async () => service.sendValidationCode(request.body, await requestContext(request))),
  );

  const mailbox = options.devMailbox;
  if (mailbox) {
    app.get(
      '/api/dev/outbox',
      {
        config: { roles: ['ADMIN'] },
        schema: {
          tags,
          summary: 'Demo and tests only: the newest messages the log transport delivered (never in production, never with SMTP), to read demo verification codes and survey links',
          description:
            'Read from the memory of this server process: the outbox table keeps verification codes only until delivery (then masked). Exists when NODE_ENV is not production, MAIL_TRANSPORT is log and OUTBOX_READ_API is not never.',
          querystring: outboxQuery,
          response: { 200: outboxResponse },
        },
      },
      async (request) => ({ messages: mailbox.delivered(request.query.recipient, request.query.limit) }),
    );
  }
};
