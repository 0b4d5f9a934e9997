// `setu-workbench token [--data DIR]`: prints the management API token that `serve` created, for
// scripts that call /api/ (Authorization: Bearer <token>).
import { parseArgs } from 'node:util';
import { defaultDataDir } from '../paths.ts';
import { readManagementToken, tokenPath } from '../store/management-token.ts';

export async function tokenCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { data: { type: 'string' } } });
  const dataDir = values.data ?? defaultDataDir();
  const token = readManagementToken(dataDir);
  if (!token) {
    process.stderr.write(
      `no management token at ${tokenPath(dataDir)}: run serve once with this data directory\n`,
    );
    return 1;
  }
  process.stdout.write(`${token}\n`);
  return 0;
}
