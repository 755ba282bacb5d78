/**
 * The server's build (commit, branch, time) for the super admins' app info: written into the bundle by
 * scripts/build-server.mjs; read once from git when the server runs from its sources (dev, tests).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export interface ServerBuild {
  commit: string;
  branch: string;
  build_date: string;
}

declare const __SERVER_BUILD__: ServerBuild | undefined;

const UNKNOWN = 'unbekannt';
const run = promisify(execFile);

async function git(...args: string[]): Promise<string> {
  try {
    const { stdout } = await run('git', args, { cwd: import.meta.dirname, timeout: 5000 });
    return stdout.trim() || UNKNOWN;
  } catch {
    return UNKNOWN;
  }
}

let fromSources: Promise<ServerBuild> | null = null;

export function serverBuild(): Promise<ServerBuild> {
  if (typeof __SERVER_BUILD__ !== 'undefined') return Promise.resolve(__SERVER_BUILD__);
  fromSources ??= Promise.all([
    git('rev-parse', '--short', 'HEAD'),
    git('rev-parse', '--abbrev-ref', 'HEAD'),
  ]).then(([commit, branch]) => ({ commit, branch, build_date: UNKNOWN }));
  return fromSources;
}
