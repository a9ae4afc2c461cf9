/**
 * The boundaries of the code base (docs/architecture.md), checked by `npm test` (`npm run boundaries`
 * runs before vitest, and CI runs `npm test`):
 * - no import cycles anywhere;
 * - an API module imports another module only through its public entry, `modules/<name>/index.ts`
 *   (tests may also use the owner's test factories, `modules/<name>/test-*.ts`); never its schema,
 *   routes or any other file;
 * - API modules form layers, and a module imports only modules of lower layers (events go up); a test
 *   may also use the test factories of a higher module (a media test needs an application), since no
 *   code imports a test;
 * - a test factory (`modules/<name>/test-*.ts`) uses other modules' factories and public entries only;
 * - platform, db and config (layer 0) import no module;
 * - a web feature imports no other feature; packages/shared imports nothing of the apps.
 * The composition roots (app.ts, modules/index.ts, db/schema.ts), the demo data loader and the
 * security suites (src/security/), which fill every table as fixtures do, may reach into modules.
 */
const moduleFolder = (names) => `^apps/api/src/modules/(${names})/`;
const LAYERS = [
  ['auth', 'media', 'health'],
  ['candidates', 'employers'],
  ['signup', 'jobs'],
  ['applications'],
  ['talent', 'recommendations', 'saved-jobs', 'notifications', 'alerts'],
  ['moderation'],
  // The privacy centre reads and erases every module's data of a person (issue 23): above them all.
  ['privacy'],
];
const COMPOSITION = [
  '^apps/api/src/app\\.ts$',
  '^apps/api/src/modules/index\\.ts$',
  '^apps/api/src/db/schema\\.ts$',
  '^apps/api/src/db/demo/',
];

const TEST_FACTORY = '^apps/api/src/modules/[^/]+/test-[^/]+\\.ts$';
const layerRules = LAYERS.flatMap((names, index) => {
  const below = LAYERS.slice(0, index).flat();
  const allowed = ['^apps/api/src/modules/$1/', ...(below.length ? [moduleFolder(below.join('|'))] : [])];
  const layer = `${names.join(', ')} import only modules of the layers below (${below.join(', ') || 'none'})`;
  return [
    {
      name: `api-layer-${index + 1}`,
      comment: layer,
      severity: 'error',
      from: { path: moduleFolder(names.join('|')), pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/api/src/modules/[^/]+/', pathNot: allowed },
    },
    {
      name: `api-layer-${index + 1}-tests`,
      comment: `${layer}; their tests may also use any module's test factories`,
      severity: 'error',
      from: { path: `${moduleFolder(names.join('|'))}.+\\.test\\.ts$` },
      to: { path: '^apps/api/src/modules/[^/]+/', pathNot: [...allowed, TEST_FACTORY] },
    },
  ];
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle makes the order of loading and the layers meaningless.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'api-module-public-entry',
      comment: 'Another module is reached through its index.ts only: never its schema, routes or internals.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: ['\\.test\\.ts$', '/test-[^/]+\\.ts$'] },
      to: {
        path: '^apps/api/src/modules/([^/]+)/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'api-test-factory-public-entry',
      comment: "A module's test factories reach another module through its index.ts or its test factories.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/test-[^/]+\\.ts$' },
      to: {
        path: '^apps/api/src/modules/([^/]+)/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/(index|test-[^/]+)\\.ts$'],
      },
    },
    {
      name: 'api-test-public-entry',
      comment: "A module's tests reach another module through its index.ts or its test factories.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/.+\\.test\\.ts$' },
      to: {
        path: '^apps/api/src/modules/([^/]+)/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/(index|test-[^/]+)\\.ts$'],
      },
    },
    {
      name: 'platform-imports-no-module',
      comment: 'platform, db and config are the bottom layer: modules build on them, not the reverse.',
      severity: 'error',
      from: { path: '^apps/api/src/(platform/|db/|config\\.ts)', pathNot: [...COMPOSITION, '\\.test\\.ts$'] },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'api-shared-test-public-entry',
      comment: 'Tests outside the modules reach a module through its index.ts or its test factories.',
      severity: 'error',
      from: {
        path: '^apps/api/(src/(platform|db|test)/.+\\.test\\.ts$|src/[^/]+\\.test\\.ts$|reliability/)',
        pathNot: COMPOSITION,
      },
      to: {
        path: '^apps/api/src/modules/',
        pathNot: [
          '^apps/api/src/modules/[^/]+/(index|test-[^/]+)\\.ts$',
          '^apps/api/src/modules/index\\.ts$',
        ],
      },
    },
    {
      name: 'web-feature-imports-no-feature',
      comment: 'Features are combined only in routes.tsx; shared UI lives in components/ and lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'shared-imports-no-app',
      comment: 'packages/shared is used by both apps and depends on neither.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^(apps|e2e)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
