// Vitest global set-up: the e2e tests drive the UI `serve` serves from dist/renderer, so it is built
// from the current sources first (under two seconds).
import { build } from 'vite';

export default async function buildUi(): Promise<void> {
  await build({ configFile: new URL('../../../vite.config.ts', import.meta.url).pathname, logLevel: 'warn' });
}
