/**
 * No cycles between features, checked on the runtime code only (the second half of `npm run lint:imports`;
 * the import rules themselves are in .dependency-cruiser.cjs).
 *
 * A separate run because the check works on folders (a feature is a folder; a cycle through two
 * features' public.ts files is no cycle between files), and folder dependencies cannot leave tests out:
 * a payments test that places an order with ordering's fixtures would count as payments -> ordering.
 */
const base = require('./.dependency-cruiser.cjs');

// The test-file pattern the main rules exempt; here those files are left out of the graph altogether.
const testFiles = base.forbidden.find((rule) => rule.name === 'server-feature-through-public').from.pathNot;

module.exports = {
  forbidden: [
    {
      name: 'no-circular-features',
      comment:
        'Two features that import each other (even through public.ts) are one feature in two folders: ' +
        'neither can be understood, tested or changed alone. Move the shared piece down a layer ' +
        '(platform/, http/; components/, lib/ on the web).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/(server|web)/src/features/[^/]+$' },
      to: { path: '^apps/(server|web)/src/features/[^/]+$', circular: true },
    },
  ],
  options: {
    ...base.options,
    exclude: { path: [base.options.exclude.path, testFiles] },
  },
};
