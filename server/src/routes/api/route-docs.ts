import { errorResponseSchema } from '@cloud-snippets/contract';

/** OpenAPI: the route needs a member's bearer token (the scheme is declared in plugins/external/api-docs.ts). */
export const secured = [{ bearerAuth: [] }];

/** The error statuses a route documents, every one in the single error shape (decision 002). */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    Status,
    typeof errorResponseSchema
  >;
}
