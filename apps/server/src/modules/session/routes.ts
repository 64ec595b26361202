import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeLanguageRequest, errorResponse, userConfigResponse, userInfoResponse } from '@fsp/domain';
import { requireUser } from '../../plugins/auth';
import { badRequest } from '../../plugins/errors';
import type { SessionService } from './service';

export const sessionRoutes: FastifyPluginAsyncZod<{ session: SessionService }> = async (app, { session }) => {
  app.get(
    '/api/user-info',
    {
      schema: {
        tags: ['session'],
        summary: 'The signed-in user, their transactions, configuration and localisation maps',
        description:
          "info (user, roles, language, country), transactions (the permission names of the user's roles), config (configuration_settings of the user's country over the global '*' rows), allConfig.countries (the same for every country) and allConfig.localisations (code labels in the user's language, English where a label is missing).",
        response: { 200: userInfoResponse },
      },
    },
    async (request) => session.userInfo(requireUser(request)),
  );

  app.get(
    '/api/user-config',
    {
      schema: {
        tags: ['session'],
        summary: "Configuration for the user's country and localisation maps",
        description: 'The config and allConfig parts of GET /api/user-info, without the user.',
        response: { 200: userConfigResponse },
      },
    },
    async (request) => session.userConfig(requireUser(request)),
  );

  app.post(
    '/api/user-info',
    {
      config: { personal: true, changesSessions: true },
      schema: {
        tags: ['session'],
        summary: "Change the signed-in user's language",
        description:
          'identifier and username must be those of the signed-in user (else 400). Stores cultureName and answers as GET /api/user-info, with the localisation maps in the new language; also the language of messages and exports.',
        body: changeLanguageRequest,
        response: { 200: userInfoResponse, 400: errorResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (request.body.identifier !== String(user.id) || request.body.username !== user.username) {
        throw badRequest('identifier and username must be those of the signed-in user.');
      }
      return session.changeLanguage(user, request.body.cultureName);
    },
  );
};
