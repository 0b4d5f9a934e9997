import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // What a test polls for (expect.poll) can take seconds under CI's load, two cores shared with
    // Chromium and PostgreSQL: the default of one second made such tests fail now and then.
    expect: { poll: { timeout: 10_000 } },
    // The UI that the e2e tests drive is built once from the current sources.
    globalSetup: ['test/e2e/support/build-ui.ts', 'test/support/build-cli.ts', 'test/support/postgres.ts'],
  },
});
