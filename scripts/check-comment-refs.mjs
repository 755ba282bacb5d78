#!/usr/bin/env node
/**
 * Fails when a tracked source or config file points outside the repository: at the old specification
 * (`SPEC §…`, `SPEC.md`), at design notes beside the repository (`DESIGN.md`, `../shared/`), or at a
 * ticket (`issue 14`, `issue #14`). Comments say what they mean, or name a section of docs/product.md.
 * Run by `npm run lint`; `node scripts/check-comment-refs.mjs [root]`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What points outside the repository, with what to write instead. */
export const OUTSIDE_REFS = [
  { re: /\bSPEC ?§|\bSPEC\.md\b|\bSPEC's\b/, hint: 'name the section of docs/product.md instead' },
  { re: /\bDESIGN\.md\b|(?<![\w'"./])\.\.\/shared\//, hint: 'these files are not in the repository' },
  { re: /\bissues? #?\d+\b/i, hint: 'say what the rule is; the ticket is not in the repository' },
];

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|html|css|ya?ml|md)$/;
/** Paths the check reads: all tracked sources, configs and Markdown, but not this check and its test. */
export const checkedPath = (file) =>
  SOURCE.test(file) && !file.endsWith('package-lock.json') && !file.startsWith('scripts/check-comment-refs.');

/** The offending lines of one file's text, as `file:line: text (hint)`. */
export function findOutsideRefs(file, text) {
  const found = [];
  text.split('\n').forEach((line, i) => {
    const ref = OUTSIDE_REFS.find(({ re }) => re.test(line));
    if (ref) found.push(`${file}:${i + 1}: ${line.trim()}  (${ref.hint})`);
  });
  return found;
}

function main(root) {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(checkedPath);
  const found = files.flatMap((f) => findOutsideRefs(f, readFileSync(path.join(root, f), 'utf8')));
  if (found.length) {
    console.error(`Comments must point only at what the repository contains (${found.length}):`);
    for (const line of found) console.error(`  ${line}`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(path.resolve(process.argv[2] ?? '.'));
