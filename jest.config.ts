/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// One transform for every test: swc compiles TS/TSX quickly; type errors are caught by `npm run typecheck`.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const config: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/demo', '<rootDir>/scripts', '<rootDir>/test'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
  // The reliability suites (servers in child processes, load, faults) run apart: npm run test:reliability.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/reliability/'],
  transform: { '^.+\\.(t|j)sx?$': swc as never },
  moduleNameMapper: { '\\.css$': '<rootDir>/src/client/styles/cssStub.ts' },
  setupFiles: ['<rootDir>/test/setupGlobals.ts'],
  globalSetup: '<rootDir>/test/globalSetup.ts',
  testTimeout: 30_000,
  // SQLite-backed suites build their own temporary databases; two workers match the machine's cores.
  maxWorkers: 2,
};

export default config;
