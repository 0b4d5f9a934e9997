// Which store a command works on: a PostgreSQL URL (the office server's, `--store` or SETU_STORE_URL),
// or, without one, the SQLite file in the data directory.
import { UsageError } from './args.ts';

/** The option that names an office server's store. */
export const storeOption = {
  store: {
    type: 'string',
    help: "a postgresql:// URL: the office server's store (or SETU_STORE_URL)",
  },
} as const;

export function storeUrlOf(flag: string | undefined): string | undefined {
  const url = flag ?? process.env.SETU_STORE_URL;
  if (!url) return undefined;
  if (!/^postgres(ql)?:\/\//.test(url))
    throw new UsageError(
      '--store (or SETU_STORE_URL) must be a postgresql:// URL; without it the data directory is used',
    );
  return url;
}
