import { defineConfig } from 'vitest/config';

/**
 * One runner, six projects. `npm run test:unit` runs the first four without emulators;
 * `npm run test:emulators` runs the last two inside `firebase emulators:exec`.
 */
export default defineConfig({
  test: {
    projects: [
      'web/vitest.config.ts',
      {
        test: {
          name: 'common',
          root: 'common',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'functions-unit',
          root: 'functions',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.emulator.test.ts'],
        },
      },
      {
        test: {
          // The local Stripe stand-in, driven through the real stripe SDK, and the mail stand-in.
          name: 'scripts',
          root: 'scripts',
          environment: 'node',
          include: ['stripe-stand-in/**/*.test.ts', 'mail-stand-in/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'rules',
          root: 'tests/rules',
          environment: 'node',
          include: ['**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'functions-emulator',
          root: 'functions',
          environment: 'node',
          include: ['src/**/*.emulator.test.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
