// Runs the CLI as a user does: `node bin/setu-workbench.mjs ...` in a child process.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

export const bin = path.resolve(import.meta.dirname, '../../bin/setu-workbench.mjs');

export async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [bin, ...args]);
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}
