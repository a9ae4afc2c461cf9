import { errorBody, fieldErrorBody } from '@kweli/shared';

/**
 * The refusal bodies a route documents (docs/product/rules.md "API shape"): 400 with field messages or a
 * detail, the others with a detail. `refusals(400, 401, 403)` gives a route's response schemas for them.
 */
const BODIES = {
  400: errorBody.or(fieldErrorBody),
  401: errorBody,
  403: errorBody,
  404: errorBody,
};

export const refusals = <C extends keyof typeof BODIES>(...codes: C[]) =>
  Object.fromEntries(codes.map((code) => [code, BODIES[code]])) as Pick<typeof BODIES, C>;
