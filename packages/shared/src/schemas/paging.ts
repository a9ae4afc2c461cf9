import { z } from 'zod';

/**
 * A page of a list, as every list call answers it (docs/product/rules.md "API shape"): how many there are, the
 * addresses of the next and previous pages (null at the ends), and this page's results.
 */
const links = { next: z.string().nullable(), previous: z.string().nullable() };

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), ...links, results: z.array(item) });

/**
 * A page of a list too long to count to the end (job search, an employer's jobs): `count` is exact up
 * to 1,000 (or to the end of the page asked for), and `count_capped` says there are more than `count`.
 */
export const cappedPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), count_capped: z.boolean(), ...links, results: z.array(item) });
