/**
 * The garbage collector on demand, for tests of what must survive a collection (a time limit
 * whose signal a collection could drop: tests/server/outbound.test.ts). `--expose-gc` set at run
 * time; the `gc` function is read from a fresh context, where the flag puts it.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/** Collects garbage every `everyMs` until the returned function is called. */
export function collectGarbageEvery(everyMs: number): () => void {
  const timer = setInterval(collect, everyMs);
  return () => clearInterval(timer);
}
