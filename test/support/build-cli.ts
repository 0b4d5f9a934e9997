// Vitest global set-up: the tests run `node bin/setu-workbench.mjs`, which starts from the CLI bundle
// when it is as new as the sources; built here once per run from the current sources (under a second).
// A source edited during the run makes the bin fall back to the sources themselves.
import { buildCli } from '../../scripts/build-cli.ts';

export default async function buildCliBundle(): Promise<void> {
  await buildCli();
}
