// Which store a command works on: a PostgreSQL URL (the office server's, `--store` or SETU_STORE_URL),
// or, without one, the SQLite file in the data directory.
export function storeUrlOf(flag: string | undefined): string | undefined {
  const url = flag ?? process.env.SETU_STORE_URL;
  if (!url) return undefined;
  if (!/^postgres(ql)?:\/\//.test(url))
    throw new Error(
      '--store (or SETU_STORE_URL) must be a postgresql:// URL; without it the data directory is used',
    );
  return url;
}
