// The desktop's tests, as the release workflow runs them on Windows, macOS and Linux runners, which have
// neither the PostgreSQL server the whole suite starts nor the official SETU material it reads: the
// shell, its care of itself and the pack hooks; on Linux also the packing test (its stand-in Electron is
// a Linux one). The browser tests of its pages run with the whole suite, on Debian's Chromium.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'test/electron-shell.test.ts',
      'test/desktop-care.test.ts',
      'test/pack-native.test.ts',
      ...(process.platform === 'linux' ? ['test/packaging.test.ts'] : []),
    ],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // As in vitest.config.ts: a runner under load can take seconds to get where a test polls for.
    expect: { poll: { timeout: 10_000 } },
    globalSetup: ['test/e2e/support/build-ui.ts', 'test/support/build-cli.ts'],
  },
});
