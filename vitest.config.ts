import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The UI that the e2e tests drive is built once from the current sources.
    globalSetup: ['test/e2e/support/build-ui.ts', 'test/support/build-cli.ts', 'test/support/postgres.ts'],
  },
});
