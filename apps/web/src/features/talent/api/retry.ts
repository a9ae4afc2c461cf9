import { ApiError } from '../../../api/client.ts';

/** Retry once after a network or server failure; never after the server refused (4xx, such as a 401). */
export const noRetryOnRefusal = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && failures < 1;
