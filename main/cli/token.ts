// `setu-workbench token [--data DIR]`: prints the management API token that `serve` created, for
// scripts that call /api/ (Authorization: Bearer <token>).
import { defaultDataDir } from '../paths.ts';
import { readManagementToken, tokenPath } from '../store/management-token.ts';
import { command, dataOption } from './args.ts';

export const tokenCommand = command(
  {
    name: 'token',
    summary: "Prints the management API's token, which serve made, for scripts that call /api/.",
    synopsis: '[--data DIR]',
    options: dataOption,
  },
  ({ values }) => {
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
  },
);
