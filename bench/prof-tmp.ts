import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

const session = new Session();
session.connect();
await session.post('Profiler.enable');
let current = '';
(globalThis as any).setPhase = async (p: string) => {
  if (current) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(`/tmp/prof/${current}.cpuprofile`, JSON.stringify(profile));
  }
  current = p;
  if (p !== 'end') await session.post('Profiler.start');
};
const { benchClassImport } = await import('./class-import');
await benchClassImport();
