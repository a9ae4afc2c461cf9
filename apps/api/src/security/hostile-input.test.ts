import { randomUUID } from 'node:crypto';
import { FILE_NAME_FIELDS, type Role, TEXT_MESSAGES } from '@kweli/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAlert } from '../modules/alerts/test-alerts.ts';
import { addApplication } from '../modules/applications/test-applications.ts';
import { updateCandidateProfile } from '../modules/candidates/test-candidates.ts';
import { addJob } from '../modules/jobs/test-jobs.ts';
import { notifications } from '../modules/notifications/schema.ts';
import { createUser, type TestUser } from '../test/users.ts';
import { authorizationMatrix, type Fixtures } from './matrix.ts';
import {
  addInterviewFixtures,
  createRoutedTestApp,
  MATRIX_ADMIN_EMAIL,
  type RoutedTestApp,
} from './routes-app.ts';

/**
 * Hostile input, property-based: every operation of the OpenAPI document gets generated bodies and query
 * strings (oversized and odd strings, wrong types, nulls, unicode, HTML and SQL fragments, deep JSON)
 * from a user allowed to call it. Whatever arrives, the answer is never a server error, and a refusal is
 * a documented JSON body: `{ detail }` or field errors `{ field: [messages] }` (docs/product/rules.md "API
 * shape"). The seed is fixed so CI runs the same cases every time; change it locally to explore further.
 */
const SEED = 1313;
const RUNS_PER_OPERATION = 20;

let t: RoutedTestApp;
const users = {} as Record<Role | 'admin', TestUser>;
let fixtures: Fixtures;

interface Operation {
  method: string;
  /** The matrix key, e.g. "PUT /api/applications/:id/". */
  key: string;
  path: string;
  query: string[];
  /** Top-level properties of a JSON body, or null when the operation takes none. */
  body: string[] | null;
}

type OpenApiOperation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};

const fragments = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="alert(1)">',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "') UNION SELECT password_hash FROM users --",
  '%27%20OR%201=1',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '𝓚𝔀𝓮𝓵𝓲 🇰🇪 ✓',
  '\u202Eevil',
  'invoice\u202Efdp.exe',
  '\u2066isolated\u2069',
  '\u001b[31mred',
  'line\nbreak',
  'tab\there',
  'carriage\rreturn',
  '\u007f\u0085',
  '../../../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log-injection probe, sent as literal text.
  '${jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  '-1',
  '0',
  '99999999999999999999',
  'NaN',
  'true',
  'null',
  ' ',
  '',
];

/** The characters no text field accepts (issue 20, item 6), line breaks and tabs aside. */
const hiddenCharacter = fc
  .oneof(
    fc.integer({ min: 0, max: 0x1f }).filter((c) => c !== 9 && c !== 10 && c !== 13),
    fc.integer({ min: 0x7f, max: 0x9f }),
    fc.integer({ min: 0x202a, max: 0x202e }),
    fc.integer({ min: 0x2066, max: 0x2069 }),
  )
  .map((code) => String.fromCharCode(code));

/** Any text with one hidden character put somewhere in it. */
const withHiddenCharacter = (text: fc.Arbitrary<string>) =>
  fc.tuple(text, hiddenCharacter, fc.nat()).map(([base, hidden, at]) => {
    const i = at % (base.length + 1);
    return base.slice(0, i) + hidden + base.slice(i);
  });

const plainHostileString = fc.oneof(
  fc.constantFrom(...fragments),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 300, max: 60_000 }).map((n) => 'x'.repeat(n)),
  fc.tuple(fc.constantFrom(...fragments), fc.string({ maxLength: 10 })).map(([a, b]) => a + b),
);

/** Every kind of string above, and each of them again carrying a control or text-direction character. */
const hostileString = fc.oneof(plainHostileString, withHiddenCharacter(plainHostileString));

/** Deeply nested arrays and objects, deeper than any form of ours. */
const deep = fc.integer({ min: 20, max: 400 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, 0.5),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 4 }),
  fc.anything({ maxDepth: 3 }),
  deep,
);

/** A body that looks like the form (its fields with hostile values, some left out), or anything at all. */
const hostileBody = (fields: string[]): fc.Arbitrary<unknown> =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record(Object.fromEntries(fields.map((f) => [f, hostileValue])), { requiredKeys: [] }),
    },
    { weight: 1, arbitrary: hostileValue },
  );

const hostileQuery = (names: string[]): fc.Arbitrary<string> =>
  fc
    .array(
      fc.tuple(fc.oneof(fc.constantFrom(...(names.length ? names : ['q'])), hostileString), hostileString),
      { maxLength: 6 },
    )
    .map((pairs) => new URLSearchParams(pairs).toString());

function answerIsDocumented(status: number, contentType: string | undefined, body: string, what: string) {
  expect(status, `${what} answered ${status}: ${body.slice(0, 300)}`).toBeLessThan(500);
  if (status < 400) return;
  expect(contentType, `${what}: a ${status} is JSON`).toMatch(/^application\/json/);
  const parsed = JSON.parse(body) as Record<string, unknown>;
  const isDetail = typeof parsed.detail === 'string' && parsed.detail.length > 0;
  const isFieldErrors =
    Object.keys(parsed).length > 0 &&
    Object.values(parsed).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'));
  expect(isDetail || isFieldErrors, `${what}: ${status} body ${body.slice(0, 300)}`).toBe(true);
}

/** A generated value as one path segment; a lone surrogate cannot be percent-encoded, so it is replaced. */
function pathSegment(value: string): string {
  return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '\uFFFD')) || 'x';
}

let operations: Operation[] = [];

beforeAll(async () => {
  t = await createRoutedTestApp();
  users.candidate = await createUser(t, 'candidate');
  users.employer = await createUser(t, 'employer');
  users.admin = await createUser(t, 'employer', { email: MATRIX_ADMIN_EMAIL });
  await updateCandidateProfile(t, users.candidate.id, {
    firstName: 'Fuzz',
    lastName: 'Candidate',
    visibleToEmployers: true,
  });
  const as = (user: TestUser, method: 'POST', url: string, payload: object) =>
    t.app.inject({ method, url, headers: user.headers, payload });
  const draft = await addJob(t, { employerId: users.employer.id, status: 'draft', publishedAt: null });
  const open = await addJob(t, { employerId: users.employer.id });
  const reviewed = await addJob(t, { employerId: users.employer.id });
  const application = await as(users.candidate, 'POST', '/api/applications/', { job: open.id });
  const work = await as(users.candidate, 'POST', '/api/work-experiences/', {
    company_name: 'A',
    job_title: 'B',
  });
  const education = await as(users.candidate, 'POST', '/api/educations/', {
    institution_name: 'A',
    course: 'B',
  });
  const submitted = await addApplication(t, {
    jobId: reviewed.id,
    candidateId: users.candidate.id,
    cv: 'cv/mine.pdf',
    submissionStatus: 'submitted',
    submittedAt: new Date(),
  });
  const [notification] = await t.db
    .insert(notifications)
    .values({ userId: users.candidate.id, type: 'new_job_post', message: 'Yours' })
    .returning();
  const held = await addJob(t, { employerId: users.employer.id, status: 'in_review', publishedAt: null });
  const closable = await addJob(t, { employerId: users.employer.id });
  const alertId = await addAlert(t, users.candidate.id);
  const interviewFixtures = await addInterviewFixtures(t, users.candidate.id, users.employer.id);
  fixtures = {
    ...interviewFixtures,
    jobId: draft.id,
    openJobId: open.id,
    applicationId: application.json().id,
    submittedApplicationId: submitted.id,
    workExperienceId: work.json().id,
    educationId: education.json().id,
    notificationId: notification!.id,
    alertId,
    candidateId: users.candidate.id,
    heldJobId: held.id,
    closableJobId: closable.id,
    suspendableEmployerId: (await createUser(t, 'employer')).id,
    sessionId: randomUUID(),
    exportId: randomUUID(),
    verificationDocument: `media/verification_document/${users.employer.id}/papers_1.pdf`,
    employerId: users.employer.id,
  };

  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, OpenApiOperation>>;
  }>();
  for (const [path, methods] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(methods)) {
      if (method === 'head') continue;
      const json = operation.requestBody?.content?.['application/json'];
      operations.push({
        method: method.toUpperCase(),
        key: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        path,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: json ? Object.keys(json.schema?.properties ?? {}) : null,
      });
    }
  // Deletions last, so that the other operations still find their objects.
  operations = [
    ...operations.filter((o) => o.method !== 'DELETE'),
    ...operations.filter((o) => o.method === 'DELETE'),
  ];
});
afterAll(async () => t?.close());

describe('hostile input', () => {
  it('When the OpenAPI document is read, then it lists the operations and each is in the matrix', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.filter((o) => !(o.key in authorizationMatrix)).map((o) => o.key)).toEqual([]);
  });

  it('When any string of a body or query carries a control or text-direction character, then every operation answers 400 naming the field', async () => {
    for (const operation of operations) {
      const entry = authorizationMatrix[operation.key]!;
      const user =
        entry.access === 'public'
          ? undefined
          : users[entry.access === 'signed-in' ? 'candidate' : entry.access];
      const valid = entry.request?.(fixtures);
      const path = valid?.url.split('?')[0] ?? operation.path.replace(/\{\w+\}/g, '1');
      const fields = (operation.body ?? []).filter((f) => !FILE_NAME_FIELDS.has(f));
      const names = operation.query.length ? operation.query : ['q'];
      await fc.assert(
        fc.asyncProperty(
          fields.length ? fc.constantFrom(...fields) : fc.constant(undefined),
          fc.constantFrom(...names),
          withHiddenCharacter(fc.string({ maxLength: 20 })),
          fc.boolean(),
          async (field, name, text, inBody) => {
            const useBody = inBody && field !== undefined;
            const body = useBody ? { ...(valid?.body as object), [field]: text } : valid?.body;
            const query = useBody ? '' : `?${new URLSearchParams([[name, text]])}`;
            const res = await t.app.inject({
              method: operation.method as 'GET',
              url: `${path}${query}`,
              headers: {
                ...(user ? user.headers : {}),
                ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              },
              ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
            });
            const what = `${operation.key} with ${JSON.stringify(text)} in ${useBody ? field : name}`;
            expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBe(400);
            expect(res.json(), what).toEqual({ [useBody ? field! : name]: [TEXT_MESSAGES.hiddenCharacters] });
          },
        ),
        { numRuns: 5, seed: SEED, endOnFailure: true },
      );
    }
  });

  it('When every operation gets generated bodies and query strings, then none answers a server error', async () => {
    for (const operation of operations) {
      const entry = authorizationMatrix[operation.key]!;
      const user =
        entry.access === 'public'
          ? undefined
          : users[entry.access === 'signed-in' ? 'candidate' : entry.access];
      // Path ids come from the fixtures where the matrix has them; otherwise they are generated too.
      const fixedPath = entry.request?.(fixtures).url.split('?')[0];
      const segment = fc.oneof(hostileString, fc.integer().map(String)).map(pathSegment);
      await fc.assert(
        fc.asyncProperty(
          operation.body ? hostileBody(operation.body) : fc.constant(undefined),
          hostileQuery(operation.query),
          fc.array(segment, { minLength: 3, maxLength: 3 }),
          async (body, query, segments) => {
            let i = 0;
            const path = fixedPath ?? operation.path.replace(/\{\w+\}/g, () => segments[i++]!);
            const res = await t.app.inject({
              method: operation.method as 'GET',
              url: query ? `${path}?${query}` : path,
              headers: {
                ...(user ? user.headers : {}),
                ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              },
              ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
            });
            answerIsDocumented(
              res.statusCode,
              String(res.headers['content-type'] ?? ''),
              res.body,
              operation.key,
            );
          },
        ),
        { numRuns: RUNS_PER_OPERATION, seed: SEED, endOnFailure: true },
      );
    }
  });
});
