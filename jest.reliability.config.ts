/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import base from './jest.config';

/**
 * `npm run test:reliability`: the reliability and security suites of test/reliability (fuzzing,
 * faults, load, shutdown, durability, access). They start real servers in child processes on
 * 127.0.0.1 and measure them, so they run one at a time and apart from `npm test`.
 */
const config: Config = {
  ...base,
  roots: ['<rootDir>/test/reliability'],
  testMatch: ['<rootDir>/test/reliability/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  globalSetup: '<rootDir>/test/reliability/support/globalSetup.ts',
  globalTeardown: '<rootDir>/test/reliability/support/globalTeardown.ts',
  // One suite at a time: each one owns the machine's two cores while it measures.
  maxWorkers: 1,
  testTimeout: 180_000,
};

export default config;
