/**
 * A server (or any HTTP process) started as a child process, for the compiled-server test and the
 * start-up benchmark: how long until it first answers, its memory and CPU time from /proc, and a
 * clean stop.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export interface ServerProcess {
  child: ChildProcess;
  /** Base URL, e.g. http://127.0.0.1:41234. */
  url: string;
  /** Milliseconds from spawn to the first successful answer of the ready path. */
  readyMs: number;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves with the exit code. */
  stop(graceMs?: number): Promise<number | null>;
}

/** A TCP port that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface StartOptions {
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  port: number;
  /** Polled until it answers 2xx (default /api/anon/info). */
  readyPath?: string;
  /** Give up after this long (default 180 s: first starts on a busy machine are slow). */
  timeoutMs?: number;
  /** Own process group, so that stop() also ends the children (npm start runs node under sh). */
  group?: boolean;
}

/** Starts the process and resolves once `readyPath` answers; rejects with its output if it ends first. */
export async function startServerProcess(opts: StartOptions): Promise<ServerProcess> {
  const started = performance.now();
  const child = spawn(opts.command, opts.args, {
    cwd: opts.cwd,
    env: opts.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: opts.group ?? false,
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${opts.port}`;
  const proc: ServerProcess = {
    child,
    url,
    readyMs: 0,
    output: () => out,
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const signal = (s: NodeJS.Signals) => {
        try {
          if (opts.group && child.pid) process.kill(-child.pid, s);
          else child.kill(s);
        } catch {
          // already gone
        }
      };
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
  const deadline = started + (opts.timeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`process ended (${child.exitCode ?? child.signalCode}) before answering:\n${out}`);
    try {
      const res = await fetch(`${url}${opts.readyPath ?? '/api/anon/info'}`);
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) {
      await proc.stop(1000);
      throw new Error(`no answer within ${opts.timeoutMs ?? 180_000} ms:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  proc.readyMs = performance.now() - started;
  return proc;
}

/** Resident memory of a process in MB (VmRSS). */
export function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/** CPU time (user + system) a process has used so far, in ms. */
export function cpuMs(pid: number): number {
  // Fields after the command name: state is field 3, utime 14 and stime 15 (clock ticks, 100 per second).
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
