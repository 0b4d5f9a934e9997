// Runs the CLI as a user does: `node bin/setu-workbench.mjs ...` in a child process.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

export const bin = path.resolve(import.meta.dirname, '../../bin/setu-workbench.mjs');

export function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return cliWith({}, ...args);
}

/** As `cli`, with standard input and environment variables given. */
export async function cliWith(
  options: { input?: string; env?: Record<string, string> },
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, ...options.env };
  const running = promisify(execFile)(process.execPath, [bin, ...args], { env });
  running.child.stdin?.end(options.input ?? '');
  try {
    const { stdout, stderr } = await running;
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}
