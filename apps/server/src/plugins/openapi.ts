import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Role } from '@fsp/domain';

type Transform = typeof jsonSchemaTransform;

/**
 * Each operation carries its access rule as `x-access` (public, roles, readOnly, personal, excelExport), read from the
 * same route config the auth hook enforces: the document and the guard cannot disagree, and the
 * route-policy test walks the document to prove every rule.
 */
/** An operation's `x-access` in the document (the tests that walk every operation read it). */
export interface OperationAccess {
  public: boolean;
  roles: Role[] | null;
  readOnly: boolean;
  personal: boolean;
  excelExport: boolean;
}

const transformWithAccess: Transform = (input) => {
  const result = jsonSchemaTransform(input);
  const config = (input.route.config ?? {}) as { public?: boolean; roles?: readonly Role[]; readOnly?: boolean; personal?: boolean; excelExport?: boolean };
  const access: OperationAccess = {
    public: config.public === true,
    roles: config.roles ? [...config.roles] : null,
    readOnly: config.readOnly === true,
    personal: config.personal === true,
    excelExport: config.excelExport === true,
  };
  const rolesText = access.public ? 'Public.' : access.roles ? `Roles: ${access.roles.join(', ')}.` : 'Any signed-in user.';
  const schema = result.schema as Record<string, unknown>;
  return {
    ...result,
    schema: {
      ...schema,
      description: [schema.description, rolesText, access.excelExport ? 'Not for users whose only role is CI_BOARD_USER.' : ''].filter(Boolean).join(' '),
      'x-access': access,
      ...(access.public ? { security: [] } : {}),
    },
  };
};

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Field Service Portal API',
        description:
          'Planning and dispatch API. Authenticated calls send `Authorization: Bearer <token>` (or `X-Authorization`) and `X-Timezone-Offset` (minutes east of UTC). ' +
          'Every error body is `{ statusCode, error, message, details? }`. Each operation lists the roles it admits; OBSERVER may call only reads and personal actions.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: transformWithAccess,
    // The contracts' named schemas (zod's registry: ErrorResponse, Calendar, ...) as components, which the
    // operations' $refs point at.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
