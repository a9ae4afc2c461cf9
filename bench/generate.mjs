// `node bench/generate.mjs [--jobs 1000000]`: creates a fresh benchmark database on the local
// PostgreSQL, applies the app's migrations and loads a realistic data set with set-based SQL.
//
// Sizes per 1,000,000 jobs (scaled proportionally): 5,000 employers, 200,000 candidates (experience,
// education, preferences), 500,000 applications (one job with 5,000 of them), 2,000,000 notifications.
// The database is named by BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/kweli_bench)
// and is dropped and created anew on every run.
//
// Test users (password BENCH_PASSWORD below, hashed like the app does with argon2id):
//   bench-employer@bench.kweli.test  owns job 1, which has 5,000 applications
//   bench-candidate@bench.kweli.test a candidate with experience, education, preferences, notifications
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const require = createRequire(new URL('../apps/api/package.json', import.meta.url));
const pg = require('pg');
const { hash } = require('@node-rs/argon2');

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/kweli_bench';
export const BENCH_PASSWORD = 'bench-password-2026';
export const BENCH_EMPLOYER = 'bench-employer@bench.kweli.test';
export const BENCH_CANDIDATE = 'bench-candidate@bench.kweli.test';
export const HOT_JOB_APPLICATIONS = 5000;

const MIGRATIONS_DIR = fileURLToPath(new URL('../apps/api/src/db/migrations/', import.meta.url));

/** Sizes for a number of jobs, scaled from the full data set of 1,000,000 jobs. */
export function sizesFor(jobs) {
  const scale = jobs / 1_000_000;
  const candidates = Math.max(HOT_JOB_APPLICATIONS + 10, Math.round(200_000 * scale));
  return {
    jobs,
    employers: Math.max(10, Math.round(5_000 * scale)),
    candidates,
    applications: Math.max(HOT_JOB_APPLICATIONS + 100, Math.round(500_000 * scale)),
    notifications: Math.max(1_000, Math.round(2_000_000 * scale)),
  };
}

const sqlArray = (values) => `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`;

// Word lists. Order matters: picks are skewed towards the front (power of random()), which gives a
// head of common values and a long tail of rare ones.
export const TITLES = [
  'Sales Representative',
  'Accountant',
  'Software Engineer',
  'Customer Service Agent',
  'Driver',
  'Nurse',
  'Teacher',
  'Marketing Officer',
  'Administrative Assistant',
  'Data Analyst',
  'Project Manager',
  'Electrician',
  'Procurement Officer',
  'Human Resources Officer',
  'Chef',
  'Security Guard',
  'Field Officer',
  'Cashier',
  'Graphic Designer',
  'Mechanical Engineer',
  'Civil Engineer',
  'Receptionist',
  'Web Developer',
  'Clinical Officer',
  'Pharmacist',
  'Loan Officer',
  'Credit Analyst',
  'Supply Chain Analyst',
  'Store Keeper',
  'Waiter',
  'Agronomist',
  'Veterinary Officer',
  'Network Administrator',
  'Frontend Developer',
  'Backend Developer',
  'DevOps Engineer',
  'Product Manager',
  'Content Writer',
  'Social Media Manager',
  'Legal Officer',
  'Auditor',
  'Tax Consultant',
  'Mobile Developer',
  'Laboratory Technician',
  'Radiographer',
  'Community Health Worker',
  'Monitoring and Evaluation Officer',
  'Grants Manager',
  'Plumber',
  'Welder',
  'Tour Guide',
  'Hotel Manager',
  'Housekeeper',
  'Fleet Manager',
  'Logistics Coordinator',
  'Quality Assurance Officer',
  'Research Assistant',
  'Statistician',
  'Economist',
  'Architect',
  'Quantity Surveyor',
  'Land Surveyor',
  'Geologist',
  'Environmental Scientist',
  'Solar Technician',
  'Beekeeping Extension Officer',
  'Sign Language Interpreter',
  'Horticulturist',
  'Actuary',
  'Glaciologist',
];
/** A month's pay in KES per unit of the job's period and currency (migration 0050_job_salary.sql). */
const PAY_FACTOR = `(CASE j.period WHEN 'hour' THEN 176 WHEN 'day' THEN 22 WHEN 'year' THEN 1 / 12.0 ELSE 1 END
  * CASE j.currency WHEN 'USD' THEN 129 ELSE 1 END)`;
const SENIORITY = ['', '', '', '', 'Senior ', 'Junior ', 'Lead ', 'Assistant ', 'Principal ', 'Trainee '];
export const COMPANY_A = [
  'Savanna',
  'Jambo',
  'Nairobi',
  'Rift Valley',
  'Kilima',
  'Safari',
  'Baobab',
  'Twiga',
  'Simba',
  'Mara',
  'Tana',
  'Amani',
  'Upendo',
  'Neema',
  'Pwani',
  'Zawadi',
  'Kifaru',
  'Duma',
  'Jua',
  'Mvua',
  'Nyota',
  'Mombasa',
  'Kisumu',
  'Lakeside',
  'Equator',
  'Highland',
  'Acacia',
  'Umoja',
  'Harambee',
  'Tumaini',
];
const COMPANY_B = [
  'Tech',
  'Logistics',
  'Foods',
  'Bank',
  'Insurance',
  'Motors',
  'Health',
  'Agro',
  'Energy',
  'Water',
  'Media',
  'Consulting',
  'Builders',
  'Solar',
  'Dairy',
  'Fintech',
  'Pharma',
  'Textiles',
  'Hotels',
  'Sacco',
];
const COMPANY_C = ['Ltd', 'Limited', 'Group', 'Kenya', 'Africa', '& Co', 'Holdings', 'PLC'];
export const PLACES = [
  ['Nairobi', 'Kenya'],
  ['Mombasa', 'Kenya'],
  ['Kisumu', 'Kenya'],
  ['Nakuru', 'Kenya'],
  ['Eldoret', 'Kenya'],
  ['Thika', 'Kenya'],
  ['Kampala', 'Uganda'],
  ['Dar es Salaam', 'Tanzania'],
  ['Kigali', 'Rwanda'],
  ['Machakos', 'Kenya'],
  ['Nyeri', 'Kenya'],
  ['Meru', 'Kenya'],
  ['Lagos', 'Nigeria'],
  ['Accra', 'Ghana'],
  ['Addis Ababa', 'Ethiopia'],
  ['Kakamega', 'Kenya'],
  ['Malindi', 'Kenya'],
  ['Arusha', 'Tanzania'],
  ['Garissa', 'Kenya'],
  ['Kericho', 'Kenya'],
  ['Naivasha', 'Kenya'],
  ['Lamu', 'Kenya'],
  ['Kitale', 'Kenya'],
  ['Johannesburg', 'South Africa'],
  ['Cape Town', 'South Africa'],
  ['Lusaka', 'Zambia'],
  ['Gulu', 'Uganda'],
  ['Nanyuki', 'Kenya'],
  ['Voi', 'Kenya'],
  ['Bujumbura', 'Burundi'],
];
export const INDUSTRIES = [
  'Information Technology',
  'Finance',
  'Healthcare',
  'Education',
  'Agriculture',
  'Manufacturing',
  'Hospitality',
  'Retail',
  'Construction',
  'Transport and Logistics',
  'Non-profit',
  'Energy',
  'Media',
  'Telecommunications',
  'Legal',
  'Government',
];
export const SKILLS = [
  'excel',
  'communication',
  'teamwork',
  'python',
  'accounting',
  'sales',
  'driving',
  'customer care',
  'leadership',
  'reporting',
  'javascript',
  'sql',
  'negotiation',
  'marketing',
  'kiswahili',
  'budgeting',
  'safety',
  'inventory',
  'training',
  'research',
  'photography',
  'procurement',
  'auditing',
  'design',
];
const FIRST = [
  'Wanjiru',
  'Kamau',
  'Achieng',
  'Otieno',
  'Njeri',
  'Mwangi',
  'Akinyi',
  'Kiprop',
  'Chebet',
  'Mutua',
  'Amina',
  'Hassan',
  'Faith',
  'Brian',
  'Mercy',
  'Kevin',
  'Grace',
  'Dennis',
  'Esther',
  'Collins',
  'Wambui',
  'Omondi',
  'Nafula',
  'Wekesa',
  'Jepkosgei',
  'Kariuki',
  'Zawadi',
  'Baraka',
  'Halima',
  'Juma',
];
const LAST = [
  'Kamau',
  'Otieno',
  'Mwangi',
  'Odhiambo',
  'Kiplagat',
  'Wanjala',
  'Njoroge',
  'Ochieng',
  'Mutiso',
  'Kariuki',
  'Chepkoech',
  'Wafula',
  'Mohamed',
  'Ali',
  'Kimani',
  'Onyango',
  'Ruto',
  'Maina',
  'Owino',
  'Kibet',
];
const INSTITUTIONS = [
  'University of Nairobi',
  'Kenyatta University',
  'Moi University',
  'Strathmore University',
  'Jomo Kenyatta University of Agriculture and Technology',
  'Egerton University',
  'Maseno University',
  'Technical University of Kenya',
  'Kenya Medical Training College',
  'Makerere University',
];
export const EDUCATION_LEVELS = [
  'Secondary School (KCSE)',
  'Certificate',
  'Diploma',
  'Higher National Diploma',
  "Bachelor's Degree",
  "Bachelor's Degree",
  'Postgraduate Diploma',
  "Master's Degree",
];

// A skewed pick from a SQL array: index 1 is the most common, the last index the rarest.
const pick = (array, power = 2, r = 'random()') =>
  `(${array})[1 + floor(power(${r}, ${power}) * cardinality(${array}))::int]`;
const uniformPick = (array) => `(${array})[1 + floor(random() * cardinality(${array}))::int]`;
// A typo in some values: drops one letter, or swaps two neighbours (realistic, search must survive them).
// pg_temp.bench_typo is created for the load session (a subquery here would be evaluated only once).
const typo = (expr, rate) => `pg_temp.bench_typo(${expr}, random(), ${rate})`;
const TYPO_FUNCTION = `CREATE FUNCTION pg_temp.bench_typo(v text, r float8, rate float8) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE
      WHEN r < rate / 2 AND length(v) > 4 THEN overlay(v placing '' from 2 + floor(r * 1e7)::int % (length(v) - 3) for 1)
      WHEN r < rate AND length(v) > 4 THEN overlay(v placing substr(v, 4, 1) || substr(v, 3, 1) from 3 for 2)
      ELSE v END $$`;

function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: { jobs: { type: 'string', default: '1000000' }, 'database-url': { type: 'string' } },
  });
  const jobs = Number(values.jobs);
  if (!Number.isInteger(jobs) || jobs < 1000)
    throw new Error('--jobs must be a whole number of at least 1000');
  return {
    jobs,
    databaseUrl: values['database-url'] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL,
  };
}

async function timed(label, work, timings) {
  const start = performance.now();
  const result = await work().catch((error) => {
    console.error(`${label} failed`);
    throw error;
  });
  const ms = Math.round(performance.now() - start);
  timings[label] = ms;
  console.info(`  ${label.padEnd(34)} ${(ms / 1000).toFixed(1).padStart(7)} s`);
  return result;
}

async function recreateDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name: ${name}`);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

/** The app's migrations, applied and recorded exactly as apps/api/src/db/migrate.ts does. */
async function migrate(client) {
  await client.query(
    'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
  await client.query('BEGIN');
  for (const name of files) {
    await client.query(readFileSync(`${MIGRATIONS_DIR}${name}`, 'utf8'));
    await client.query('insert into schema_migrations (name) values ($1)', [name]);
  }
  await client.query('COMMIT');
  return files;
}

/**
 * Drops a table's secondary indexes (not unique ones, which ON CONFLICT needs, nor those behind
 * constraints) and returns how to rebuild them.
 */
async function dropIndexes(client, table) {
  const { rows } = await client.query(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename = $1 AND i.indexdef NOT LIKE 'CREATE UNIQUE%'
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = (quote_ident(i.indexname))::regclass)`,
    [table],
  );
  for (const row of rows) await client.query(`DROP INDEX ${row.indexname}`);
  return rows.map((r) => r.indexdef);
}

export async function generate({ jobs, databaseUrl }) {
  const sizes = sizesFor(jobs);
  const { employers: E, candidates: C, applications: A, notifications: N } = sizes;
  const timings = {};
  const total = performance.now();
  console.info(`Generating ${databaseUrl.replace(/\/\/[^@]*@/, '//')}:`, sizes);

  await timed('create database', () => recreateDatabase(databaseUrl), timings);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const q = (text, params) => client.query(text, params);
  try {
    await timed('migrations', () => migrate(client), timings);
    await q("SET maintenance_work_mem = '256MB'");
    await q('SET synchronous_commit = off');
    await q('SELECT setseed(0.42)');
    await q(TYPO_FUNCTION);

    // Loaded without secondary indexes (rebuilt in one pass afterwards, much faster than row by row).
    const rebuild = [];
    for (const table of [
      'jobs',
      'applications',
      'notifications',
      'work_experiences',
      'educations',
      'candidate_profiles',
      'candidate_search_titles',
      'candidate_title_facts',
      'job_search_postings',
      'job_search_ranks',
    ]) {
      rebuild.push(...(await dropIndexes(client, table)));
    }
    // The search-words and search-postings triggers run once per row; the same rows are written
    // set-based below.
    await q('ALTER TABLE jobs DISABLE TRIGGER jobs_collect_search_words');
    await q('ALTER TABLE jobs DISABLE TRIGGER jobs_collect_description_words');
    await q('ALTER TABLE jobs DISABLE TRIGGER jobs_write_search_postings');
    await q('ALTER TABLE jobs DISABLE TRIGGER jobs_write_search_ranks');
    // Stored recommendations (0140) note each published job's changes; a fresh data set has no stored
    // list to fold them into.
    await q('ALTER TABLE jobs DISABLE TRIGGER jobs_recommendation_changes');
    // The talent-search facts triggers recompute a profile per row; filled set-based below instead.
    await q('ALTER TABLE candidate_profiles DISABLE TRIGGER candidate_profiles_search_facts');
    await q('ALTER TABLE candidate_profiles DISABLE TRIGGER candidate_profiles_recommendations');
    await q('ALTER TABLE work_experiences DISABLE TRIGGER work_experiences_touch_profile');
    await q('ALTER TABLE educations DISABLE TRIGGER educations_touch_profile');
    // The fact postings (0207) are written per pool-facts row by a trigger whose plan, made while the table
    // is new and empty, scans it whole: per row of 200,000 profiles that is quadratic (hours). Filled
    // set-based after the facts instead, as migration 0207 fills them.
    await q('ALTER TABLE candidate_pool_facts DISABLE TRIGGER candidate_pool_facts_postings');

    const passwordHash = await hash(BENCH_PASSWORD, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });

    await timed(
      `users (${E + C})`,
      () =>
        q(
          `INSERT INTO users (id, email, password_hash, role, is_verified, created_at, notify_by_email)
           OVERRIDING SYSTEM VALUE
           SELECT i,
                  CASE WHEN i = 1 THEN $3::text WHEN i = $1::int + 1 THEN $4::text
                       WHEN i <= $1::int THEN 'employer' || i || '@bench.kweli.test'
                       ELSE 'candidate' || i || '@bench.kweli.test' END,
                  $5::text, CASE WHEN i <= $1::int THEN 'employer' ELSE 'candidate' END, true,
                  now() - random() * interval '3 years', random() < 0.8
             FROM generate_series(1, $1::int + $2::int) i`,
          [E, C, BENCH_EMPLOYER, BENCH_CANDIDATE, passwordHash],
        ).then(() => q(`SELECT setval(pg_get_serial_sequence('users', 'id'), ${E + C})`)),
      timings,
    );

    const companyName = `${pick(sqlArray(COMPANY_A), 1.5)} || ' ' || ${pick(sqlArray(COMPANY_B), 1.5)} || ' ' || ${uniformPick(sqlArray(COMPANY_C))}`;
    await timed(
      `employer profiles (${E})`,
      () =>
        q(
          `INSERT INTO employer_profiles (user_id, user_name, company_name, industry, city, country,
             website, company_description, phone_number_1, company_email)
           SELECT i, ${uniformPick(sqlArray(FIRST))} || ' ' || ${uniformPick(sqlArray(LAST))},
                  CASE WHEN i = 1 THEN 'Kweli Bench Employers Ltd' ELSE ${typo(companyName, 0.03)} END,
                  ${pick(sqlArray(INDUSTRIES), 1.5)}, p[1], p[2], 'https://employer' || i || '.example.com',
                  'We are a growing company serving customers across East Africa.',
                  '+2547' || lpad((i % 100000000)::text, 8, '0'), 'jobs@employer' || i || '.example.com'
             FROM generate_series(1, $1::int) i,
                  LATERAL (SELECT ARRAY[(${sqlArray(PLACES.map((p) => p[0]))})[k], (${sqlArray(PLACES.map((p) => p[1]))})[k]] AS p
                             FROM (SELECT 1 + floor(power(random(), 2) * ${PLACES.length})::int + 0 * i AS k) kk) pl`,
          [E],
        ),
      timings,
    );

    // Jobs: employer skewed (a few big employers post most), job 1 is the bench employer's open job
    // with 5,000 applications. Ids ending in 3 (10 %) are drafts. Publication dates lean to recent;
    // due dates 1 to 90 days after publication, so older jobs have expired (and were closed out the day
    // after); a few have no due date.
    const title = `${pick(sqlArray(SENIORITY), 1)} || ${pick(sqlArray(TITLES), 2.5)}`;
    await timed(
      `jobs (${jobs})`,
      () =>
        q(
          `INSERT INTO jobs (id, employer_id, job_title, company_name, industry, city, country, location_type,
             working_period, job_type, due_date, description, requirements, application_details, benefits,
             status, published_at, applicants_count, created_at, updated_at,
             experience_level, salary_currency, salary_period, salary_min, salary_max, closed_out_at)
           OVERRIDING SYSTEM VALUE
           SELECT j.id, j.employer_id, j.title, e.company_name, e.industry, j.place[1], j.place[2],
                  (ARRAY['on-site','on-site','on-site','hybrid','remote'])[1 + (j.id * 7 % 5)],
                  (ARRAY['full-time','full-time','part-time','hybrid'])[1 + (j.id * 11 % 4)],
                  (ARRAY['permanent','permanent','contractual','internship','voluntary'])[1 + (j.id * 13 % 5)],
                  CASE WHEN j.id % 20 = 7 THEN NULL ELSE (j.published::date + 1 + (j.id * 31 % 90)) END,
                  'We are looking for a ' || lower(j.title) || ' to join our team in ' || j.place[1] ||
                    '. You will work with ' || j.skill1 || ' and ' || j.skill2 ||
                    ' every day, report to the team lead and help our customers across the region.',
                  'At least ' || (1 + j.id % 8) || ' years of experience. Good ' || j.skill1 || ' skills.',
                  'Apply through Kweli with your CV and a short cover letter.',
                  'Medical cover, pension, ' || (18 + j.id % 10) || ' days of leave.',
                  CASE WHEN j.id % 10 = 3 AND j.id <> 1 THEN 'draft' ELSE 'published' END,
                  CASE WHEN j.id % 10 = 3 AND j.id <> 1 THEN NULL ELSE j.published END,
                  0, j.published - interval '1 day', j.published,
                  j.lvl, j.currency, CASE WHEN j.paid THEN j.period END,
                  CASE WHEN j.paid THEN round((j.pay / j.factor)::numeric, -1) END,
                  CASE WHEN j.paid AND j.id % 6 <> 0 THEN round((j.pay * 1.5 / j.factor)::numeric, -1) END,
                  -- A published job whose due date has passed was closed out (its applicants told) the
                  -- day after, as the 10-minute sweep does (modules/jobs/close-out.ts): without it every
                  -- server started on this data sweeps about 650,000 jobs (bench/background.mjs).
                  CASE WHEN NOT (j.id % 10 = 3 AND j.id <> 1) AND j.id % 20 <> 7
                            AND j.published::date + 1 + (j.id * 31 % 90) < (now() AT TIME ZONE 'Africa/Nairobi')::date
                       THEN (j.published::date + 2 + (j.id * 31 % 90))::timestamp AT TIME ZONE 'Africa/Nairobi' END
             FROM (
             -- Issue 24: the level from the title's seniority, otherwise entry or mid; about 70 % name a
             -- salary (monthly KES 20,000-50,000 entry, 60,000-180,000 mid, 180,000-500,000 senior),
             -- mostly a month's, some by the day, the hour or the year; one job in twenty in US dollars.
             SELECT j.*, ${PAY_FACTOR} AS factor,
                    CASE j.lvl WHEN 'entry' THEN 20000 + j.pay_r * 30000 WHEN 'mid' THEN 60000 + j.pay_r * 120000
                         ELSE 180000 + j.pay_r * 320000 END AS pay
             FROM (
             SELECT j.*,
                    CASE WHEN j.title ~* '^(senior|lead|principal)' THEN 'senior'
                         WHEN j.title ~* '^(junior|assistant|trainee)' THEN 'entry'
                         ELSE (ARRAY['entry', 'mid', 'mid'])[1 + j.id % 3] END AS lvl,
                    CASE WHEN j.pay_k < 80 THEN 'month' WHEN j.pay_k < 88 THEN 'day' WHEN j.pay_k < 92 THEN 'hour'
                         ELSE 'year' END AS period,
                    CASE WHEN j.id % 20 = 0 AND j.pay_k < 80 THEN 'USD' ELSE 'KES' END AS currency,
                    j.id * 13 % 10 < 7 AS paid
             FROM (
               SELECT i AS id,
                      CASE WHEN i = 1 THEN 1 ELSE 1 + floor(power(random(), 3) * $2::int)::int END AS employer_id,
                      CASE WHEN i = 1 THEN 'Senior Software Engineer' ELSE ${typo(title, 0.02)} END AS title,
                      CASE WHEN i = 1 THEN now() - interval '1 day'
                           ELSE now() - power(random(), 2) * interval '730 days' END AS published,
                      (SELECT ARRAY[(${sqlArray(PLACES.map((p) => p[0]))})[k], (${sqlArray(PLACES.map((p) => p[1]))})[k]]
                         FROM (SELECT 1 + floor(power(random(), 2) * ${PLACES.length})::int + 0 * i AS k) kk) AS place,
                      (${sqlArray(SKILLS)})[1 + (i * 17 % ${SKILLS.length})] AS skill1,
                      (${sqlArray(SKILLS)})[1 + (i * 29 % ${SKILLS.length})] AS skill2,
                      random() AS pay_r, (i % 100) * 7919 % 100 AS pay_k
                 FROM generate_series(1, $1::int) i
             ) j) j) j JOIN employer_profiles e ON e.user_id = j.employer_id`,
          [jobs, E],
        ).then(() => q(`SELECT setval(pg_get_serial_sequence('jobs', 'id'), ${jobs})`)),
      timings,
    );
    await timed(
      'job search words',
      () =>
        q(`INSERT INTO job_search_words (word)
             SELECT DISTINCT lexeme FROM jobs, unnest(search_title_words || search_company_words)
           ON CONFLICT DO NOTHING`),
      timings,
    );
    // The description words of migration 0181, which search spells a typed word's prefix out into.
    await timed(
      'job description words',
      () =>
        q(`INSERT INTO job_description_words (word)
             SELECT DISTINCT lexeme FROM jobs, unnest(search_words)
           ON CONFLICT DO NOTHING`),
      timings,
    );
    // The word postings of migration 0015 and the ranking's rows of 0204, each with the function its
    // trigger uses. The rows come from the jobs just written, so the foreign key's check per row is skipped
    // for the load.
    for (const [name, table] of [
      ['job search postings', 'job_search_postings'],
      ['job search ranks', 'job_search_ranks'],
    ]) {
      await timed(
        name,
        async () => {
          await q(`ALTER TABLE ${table} DISABLE TRIGGER ALL`);
          await q(`INSERT INTO ${table}
                     SELECT p.* FROM jobs j, ${table}_of(j) p WHERE j.status = 'published'`);
          await q(`ALTER TABLE ${table} ENABLE TRIGGER ALL`);
        },
        timings,
      );
    }

    await timed(
      `candidate profiles (${C})`,
      () =>
        q(
          `INSERT INTO candidate_profiles (user_id, full_name, first_name, last_name, phone, date_of_birth,
             preferences, visible_to_employers, created_at)
           SELECT c.id, c.first || ' ' || c.last, c.first, c.last, '+2547' || lpad((c.id % 100000000)::text, 8, '0'),
                  date '1970-01-01' + (c.id * 37 % 12000),
                  jsonb_build_object(
                    'industries', jsonb_build_array(${pick(sqlArray(INDUSTRIES), 1.5)}),
                    'job_titles', jsonb_build_array(${pick(sqlArray(TITLES), 2.5)}, ${pick(sqlArray(TITLES), 2.5)}),
                    'locations', jsonb_build_array(jsonb_build_object(
                      'city', (${sqlArray(PLACES.map((p) => p[0]))})[c.k], 'country', (${sqlArray(PLACES.map((p) => p[1]))})[c.k]))),
                  c.id % 20 <> 0 OR c.id = $1::int + 1, now() - random() * interval '3 years'
             FROM (SELECT i AS id, ${uniformPick(sqlArray(FIRST))} AS first, ${uniformPick(sqlArray(LAST))} AS last,
                          1 + floor(power(random(), 2) * ${PLACES.length})::int AS k
                     FROM generate_series($1::int + 1, $1::int + $2::int) i) c`,
          [E, C],
        ),
      timings,
    );
    // 0 to 4 jobs held per candidate (2 on average), the newest one current for about half of them.
    await timed(
      'work experiences',
      () =>
        q(
          `INSERT INTO work_experiences (candidate_id, company_name, job_title, from_date, to_date, is_current,
             responsibilities)
           SELECT c, e.company_name, ${typo(`${pick(sqlArray(TITLES), 2.5)}`, 0.01)},
                  date '2024-06-01' - ((n + 1) * 700 + c % 300), CASE WHEN n = 0 AND c % 2 = 0 THEN NULL
                    ELSE date '2024-06-01' - (n * 700 + c % 300) END,
                  n = 0 AND c % 2 = 0,
                  'Responsible for ' || (${sqlArray(SKILLS)})[1 + ((c + n) * 7 % ${SKILLS.length})] || ' and reporting.'
             FROM generate_series($1::int + 1, $1::int + $2::int) c
             CROSS JOIN LATERAL generate_series(0, (c::bigint * 7919 % 5)::int - 1) n
             JOIN employer_profiles e ON e.user_id = 1 + (c * 31 + n * 7) % $1::int`,
          [E, C],
        ),
      timings,
    );
    await timed(
      'educations',
      () =>
        q(
          `INSERT INTO educations (candidate_id, institution_name, course, education_level, from_date, to_date)
           SELECT c, (${sqlArray(INSTITUTIONS)})[1 + ((c + n) % ${INSTITUTIONS.length})],
                  (ARRAY['Commerce','Computer Science','Nursing','Education','Engineering','Economics','Agriculture','Law'])[1 + ((c * 3 + n) % 8)],
                  (${sqlArray(EDUCATION_LEVELS)})[1 + ((c * 13 + n * 3) % ${EDUCATION_LEVELS.length})],
                  date '2010-01-01' + (c % 3000) - n * 1500, date '2013-12-01' + (c % 3000) - n * 1500
             FROM generate_series($1::int + 1, $1::int + $2::int) c
             CROSS JOIN LATERAL generate_series(0, c % 2) n`,
          [E, C],
        ),
      timings,
    );

    // Applications: 5,000 to job 1, the rest spread over published jobs (recent ones get more).
    await timed(
      `applications (${A})`,
      async () => {
        await q(
          `INSERT INTO applications (job_id, candidate_id, cover_letter, submission_status, review_status,
             submitted_at, created_at, updated_at)
           SELECT 1, $1::int + i, 'I would love to join your team.', 'submitted',
                  (ARRAY['pending','pending','reviewed','shortlisted','rejected'])[1 + i % 5],
                  now() - (i % 1440) * interval '1 minute', now() - (i % 1440) * interval '1 minute', now()
             FROM generate_series(1, $2::int) i`,
          [E, HOT_JOB_APPLICATIONS],
        );
        await q(
          `INSERT INTO applications (job_id, candidate_id, cover_letter, cv, submission_status, review_status,
             submitted_at, created_at, updated_at)
           SELECT a.job_id, a.candidate_id, 'Please find my CV attached.', NULL,
                  CASE WHEN a.i % 10 = 0 THEN 'draft' ELSE 'submitted' END,
                  (ARRAY['pending','pending','pending','reviewed','shortlisted','rejected'])[1 + a.i % 6],
                  CASE WHEN a.i % 10 = 0 THEN NULL ELSE now() - (a.i % 300) * interval '1 day' END,
                  now() - (a.i % 300) * interval '1 day', now()
             FROM (SELECT i, ($1::int + 1 + (i::bigint * 7919) % $2::int)::int AS candidate_id,
                          CASE WHEN j % 10 = 3 THEN j + 1 ELSE j END AS job_id
                     FROM (SELECT i, 2 + floor(power(random(), 2) * ($3::int - 3))::int AS j
                             FROM generate_series(1, $4::int) i) r) a
           ON CONFLICT DO NOTHING`,
          [E, C, jobs, A - HOT_JOB_APPLICATIONS],
        );
        await q(
          `UPDATE jobs SET applicants_count = a.n
             FROM (SELECT job_id, count(*)::int AS n FROM applications WHERE submission_status = 'submitted'
                   GROUP BY job_id) a
            WHERE jobs.id = a.job_id`,
        );
      },
      timings,
    );

    // Notifications: candidates hear of new jobs and status changes, employers of new applications;
    // about a third unread. The bench users get a fixed, known number of unread ones.
    await timed(
      `notifications (${N})`,
      () =>
        q(
          `INSERT INTO notifications (user_id, type, message, job_id, job_title, is_read, created_at)
           SELECT n.user_id, n.type,
                  CASE n.type WHEN 'new_job_post' THEN 'A new job matches your preferences: ' || j.job_title
                              WHEN 'status_change' THEN 'Your application for ' || j.job_title || ' was reviewed.'
                              ELSE 'New application for ' || j.job_title END,
                  j.id, j.job_title, n.i % 3 <> 0, now() - (n.i % 5000) * interval '1 hour'
             FROM (SELECT i,
                          CASE WHEN i % 5 = 0 THEN (1 + (i::bigint * 7919) % $1::int)::int ELSE ($1::int + 1 + (i::bigint * 104729) % $2::int)::int END AS user_id,
                          CASE WHEN i % 5 = 0 THEN 'new_application'
                               WHEN i % 5 IN (1, 2) THEN 'status_change' ELSE 'new_job_post' END AS type,
                          1 + floor(random() * $3::int)::int AS job_id
                     FROM generate_series(1, $4::int) i) n
             JOIN jobs j ON j.id = n.job_id
           ON CONFLICT DO NOTHING`,
          [E, C, jobs, N],
        ),
      timings,
    );

    // What talent search stores per candidate (migration 0012_talent_search), for all of them at once.
    await timed('talent search facts', () => q('SELECT candidate_search_facts_refresh_all()'), timings);
    await timed(
      'talent fact postings',
      async () => {
        await q('TRUNCATE candidate_fact_postings');
        await q(`INSERT INTO candidate_fact_postings (fact, whole_years, candidate_id)
                   SELECT DISTINCT f, c.whole_years, c.candidate_id FROM candidate_pool_facts c, unnest(c.search_facts) f`);
      },
      timings,
    );
    await q('ALTER TABLE candidate_pool_facts ENABLE TRIGGER candidate_pool_facts_postings');
    await q('ALTER TABLE candidate_profiles ENABLE TRIGGER candidate_profiles_search_facts');
    await q('ALTER TABLE candidate_profiles ENABLE TRIGGER candidate_profiles_recommendations');
    await q('ALTER TABLE work_experiences ENABLE TRIGGER work_experiences_touch_profile');
    await q('ALTER TABLE educations ENABLE TRIGGER educations_touch_profile');

    await timed(
      'indexes',
      async () => {
        for (const def of rebuild) await q(def);
      },
      timings,
    );
    await q('ALTER TABLE jobs ENABLE TRIGGER jobs_collect_search_words');
    await q('ALTER TABLE jobs ENABLE TRIGGER jobs_collect_description_words');
    await q('ALTER TABLE jobs ENABLE TRIGGER jobs_write_search_postings');
    await q('ALTER TABLE jobs ENABLE TRIGGER jobs_write_search_ranks');
    await q('ALTER TABLE jobs ENABLE TRIGGER jobs_recommendation_changes');
    // VACUUM as well as ANALYZE: it sets the visibility map, so counts and lists read only the index
    // (index-only scans), as they would on a live database that autovacuum has long since visited.
    await timed('vacuum and analyze', () => q('VACUUM (ANALYZE)'), timings);

    const counts = (
      await q(`SELECT (SELECT count(*) FROM jobs)::int AS jobs,
                      (SELECT count(*) FROM jobs WHERE status = 'draft')::int AS drafts,
                      (SELECT count(*) FROM users WHERE role = 'employer')::int AS employers,
                      (SELECT count(*) FROM candidate_profiles)::int AS candidates,
                      (SELECT count(*) FROM work_experiences)::int AS work_experiences,
                      (SELECT count(*) FROM educations)::int AS educations,
                      (SELECT count(*) FROM applications)::int AS applications,
                      (SELECT count(*) FROM applications WHERE job_id = 1)::int AS hot_job_applications,
                      (SELECT count(*) FROM notifications)::int AS notifications,
                      (SELECT count(*) FROM job_search_words)::int AS search_words,
                      (SELECT count(*) FROM job_search_postings)::int AS search_postings,
                      pg_size_pretty(pg_database_size(current_database())) AS size`)
    ).rows[0];
    timings.total = Math.round(performance.now() - total);
    console.info(`  ${'total'.padEnd(34)} ${(timings.total / 1000).toFixed(1).padStart(7)} s`);
    console.info('Loaded:', counts);
    return { sizes, counts, timings };
  } finally {
    await client.end();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const options = parseOptions(process.argv.slice(2));
  const result = await generate(options);
  console.info(JSON.stringify(result));
}
