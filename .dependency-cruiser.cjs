/**
 * Import boundaries (DESIGN.md convention 15, issue 12 "Boundaries that hold"), checked by
 * `npm run lint`. Imports flow shared -> platform/http/db -> features -> app; a feature reaches
 * another feature only through that feature's `public.ts`, so what it depends on is a short,
 * reviewed list instead of any file that happens to be exported.
 *
 * The server's composition root (main.ts, app.ts with setup/, workers.ts, context.ts) assembles the
 * features; the rules below say what each of its files may import. The web's app/ may import anything.
 * Paths are relative to the repo root; only the TypeScript sources are cruised (see options).
 * Cycles between features are checked on the runtime code alone by .dependency-cruiser-cycles.cjs.
 */

/**
 * Tests and their support files (x.test.ts, x.test-support.ts, x.fixtures.ts, test-setup, the server's
 * src/test/): they build fixtures of other features, which is no runtime dependency.
 */
const TEST_FILES =
  '\\.test\\.tsx?$|(\\.|/)test-support\\.tsx?$|\\.test-setup\\.tsx?$|\\.fixtures\\.tsx?$|^apps/server/src/test/';

/** The server's composition root: start-up, the app and its setup modules, the workers, the context. */
const SERVER_ROOT = '^apps/server/src/(main|app|workers|context)\\.ts$|^apps/server/src/setup/';

module.exports = {
  forbidden: [
    {
      name: 'shared-not-to-apps',
      comment:
        'packages/shared is the contract both apps build on; importing from an app would make the ' +
        'contract depend on one side and pull server (or browser) code into the other.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-not-to-each-other',
      comment:
        'The server and the web app share code only through packages/shared; a direct import would ' +
        'bundle server code into the browser (or the reverse).',
      severity: 'error',
      from: { path: '^apps/(server|web)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'server-lower-layers-not-to-features',
      comment:
        'platform/, http/ and db/ are the layers every feature builds on; if they import a feature, ' +
        'the feature can no longer change without breaking the whole server (and cycles follow). ' +
        'Move what they need down into platform/ or http/ instead. Tests are exempt: an http/ test may ' +
        'run a feature query through the layer it tests (http/paging.test.ts pages the card list).',
      severity: 'error',
      from: { path: '^apps/server/src/(platform|http|db)/', pathNot: TEST_FILES },
      to: { path: '^apps/server/src/features/' },
    },
    {
      name: 'server-feature-through-public',
      comment:
        'A feature uses another feature only through features/<other>/public.ts, which re-exports ' +
        'just what other features need; everything else stays private and free to change. Tests and ' +
        'test support (*.test.ts, *.test-support.ts, *.fixtures.ts) are exempt: they build fixtures ' +
        'of other features (an order for a card test), which is not a runtime dependency.',
      severity: 'error',
      from: { path: '^apps/server/src/features/([^/]+)/', pathNot: TEST_FILES },
      to: {
        path: '^apps/server/src/features/[^/]+/',
        pathNot: ['^apps/server/src/features/$1/', '^apps/server/src/features/[^/]+/public\\.ts$'],
      },
    },
    {
      name: 'server-layers-not-to-composition-root',
      comment:
        'main.ts, app.ts with setup/, and workers.ts assemble the server from the features; a feature or ' +
        'a lower layer that imports them depends on every other feature and closes a cycle through the ' +
        'whole server. Only context.ts, the type of what the app hands to handlers, is for everyone.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: [SERVER_ROOT, TEST_FILES] },
      to: { path: SERVER_ROOT, pathNot: '^apps/server/src/context\\.ts$' },
    },
    {
      name: 'server-context-not-to-features',
      comment:
        'context.ts is what every handler and service receives, so it names only the shared layers ' +
        '(config, db/, http/, platform/). A feature type in it would make every feature depend on that ' +
        'feature; infrastructure a feature needs belongs in platform/.',
      severity: 'error',
      from: { path: '^apps/server/src/context\\.ts$' },
      to: { path: '^apps/server/src/', pathNot: '^apps/server/src/(config\\.ts$|db/|http/|platform/)' },
    },
    {
      name: 'server-app-features-by-routes',
      comment:
        'app.ts and its setup modules register each feature by its routes (x.routes.ts) and use what ' +
        "else they need of it through its public.ts; the feature's services stay private to it.",
      severity: 'error',
      from: { path: '^apps/server/src/(app\\.ts$|setup/)' },
      to: {
        path: '^apps/server/src/features/',
        pathNot: '^apps/server/src/features/[^/]+/([^/]+\\.routes|public)\\.ts$',
      },
    },
    {
      name: 'server-workers-features-by-jobs',
      comment:
        "workers.ts starts the background work of every feature: it imports the features' jobs " +
        '(x.job.ts) and nothing else of them.',
      severity: 'error',
      from: { path: '^apps/server/src/workers\\.ts$' },
      to: {
        path: '^apps/server/src/features/',
        pathNot: '^apps/server/src/features/[^/]+/[^/]+\\.job\\.ts$',
      },
    },
    {
      name: 'server-main-starts-only',
      comment:
        'main.ts starts the process: configuration, database, file store, demo data, the app, and the ' +
        "schedules of the features' jobs (x.job.ts). Routes, handlers and HTTP pieces come in through " +
        'app.ts only, so one place builds the app for both the server and the tests.',
      severity: 'error',
      from: { path: '^apps/server/src/main\\.ts$' },
      to: {
        path: '^apps/server/src/(features/|http/|workers\\.ts$|setup/)',
        pathNot: '^apps/server/src/features/[^/]+/[^/]+\\.job\\.ts$',
      },
    },
    {
      name: 'web-shared-layers-not-to-features-or-app',
      comment:
        'components/ and lib/ are the building blocks every page uses; importing a feature or the ' +
        'app shell from them ties a generic piece to one page and invites cycles.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-feature-through-public',
      comment:
        'Web features use each other only through features/<other>/public.ts (same reason as on the ' +
        'server); tests and test support are exempt for their fixtures.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: TEST_FILES },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/public\\.tsx?$'],
      },
    },
    {
      name: 'web-features-not-to-app',
      comment:
        'app/ is the shell (router, layouts, session) that assembles the features; a feature that ' +
        'imports it depends on everything the shell imports. Shared pieces belong in components/ or lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/', pathNot: TEST_FILES },
      to: { path: '^apps/web/src/app/' },
    },
  ],
  options: {
    // Only our own TypeScript sources: no node_modules walk, no build output, no migrations.
    includeOnly: '^(apps/(server|web)/src|packages/shared/src)/',
    exclude: { path: '(^|/)(dist|node_modules|migrations)/' },
    doNotFollow: { path: 'node_modules' },
    // Type-only imports couple modules as much as value imports do.
    tsPreCompilationDeps: true,
    // @ausweis/shared resolves through the workspace link and its package.json "exports" to the
    // sources; the tsconfig gives the compiler options (module resolution, and paths if any are added).
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
