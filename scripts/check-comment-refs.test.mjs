import { describe, expect, it } from 'vitest';
import { checkedPath, findOutsideRefs } from './check-comment-refs.mjs';

describe('check-comment-refs', () => {
  it.each([
    '/** The order form (SPEC §5). */',
    ' * as SPEC.md says',
    " * the SPEC's English text",
    '// Issue 13: on PostgreSQL',
    ' * exports (issue 14) and (issue #7)',
    " describe('links (issues 10)', () => {",
    ' * Copies of `../shared/fixtures/photos/`',
    ' * Import boundaries (DESIGN.md convention 15)',
  ])('refuses %s', (line) => {
    expect(findOutsideRefs('a.ts', `ok\n${line}\n`)).toEqual([expect.stringMatching(/^a\.ts:2: /)]);
  });

  it.each([
    '/** The order form (docs/product.md#validation). */',
    '/** Conditional GET (RFC 9110 §13.1.2) */',
    '<Section title="Angaben gemäß § 5 DDG">',
    'expect(email(v)).toBe(SPEC.email);',
    "import { x } from '../shared/y';",
    "import { x } from '../../shared/y';",
    '// tissue 3, reissued 4 times',
  ])('accepts %s', (line) => {
    expect(findOutsideRefs('a.ts', line)).toEqual([]);
  });

  it('reads sources, configs and Markdown, not the lock file or itself', () => {
    expect(checkedPath('apps/web/src/x.tsx')).toBe(true);
    expect(checkedPath('README.md')).toBe(true);
    expect(checkedPath('package-lock.json')).toBe(false);
    expect(checkedPath('scripts/check-comment-refs.mjs')).toBe(false);
    expect(checkedPath('test-fixtures/photos/a.jpg')).toBe(false);
  });
});
