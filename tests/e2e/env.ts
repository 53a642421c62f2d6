/**
 * The e2e settings read from the environment, in one place:
 * - E2E_SKIP_BUILD=1: reuse `dist/` and `storybook-static/` instead of building them (CI builds first);
 * - E2E_PORTS=3920-3960: take the servers' ports from this range (default: any free port);
 * - E2E_TMP_PREFIX: where temporary data directories and builds go (default: the OS temp dir);
 * - CHROMIUM_PATH: the browser (default /usr/bin/chromium, Debian's package);
 * - E2E_HEADFUL=1: show the browser (needs a display).
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Failure screenshots and page HTML (gitignored; CI keeps them). */
export const ARTIFACTS_DIR = path.join(PROJECT_ROOT, 'tests', 'e2e', 'artifacts');

export function skipBuild(): boolean {
  return ['1', 'true', 'yes'].includes((process.env.E2E_SKIP_BUILD ?? '').toLowerCase());
}

export function tempPrefix(): string {
  return process.env.E2E_TMP_PREFIX ?? path.join(tmpdir(), 'backoffice-e2e-');
}

export function portRange(): { from: number; to: number } | null {
  const match = /^(\d+)-(\d+)$/.exec(process.env.E2E_PORTS ?? '');
  if (!match) return null;
  return { from: Number(match[1]), to: Number(match[2]) };
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags STACK.md lists for Debian's Chromium on these machines. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function headful(): boolean {
  return process.env.E2E_HEADFUL === '1';
}
