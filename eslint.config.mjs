// Lint: TypeScript rules plus the import boundaries of docs/architecture.md §2:
// shared <- routes <- store <- modules <- server, client; client never imports server; no cycles.
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';

const zone = (target, from, message) => ({ target, from, message });

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'var/**', 'coverage/**', 'screenshots/**', 'tmp/**', '**/*.js', '**/*.mjs'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            zone('./src/shared', ['./src/routes', './src/store', './src/modules', './src/server', './src/client'], 'shared imports nothing from the other folders'),
            zone('./src/routes', ['./src/store', './src/modules', './src/server', './src/client'], 'routes import only shared'),
            zone('./src/store', ['./src/modules', './src/server', './src/client'], 'the store never imports modules, server or client'),
            zone('./src/modules', ['./src/server', './src/client'], 'modules are rendered by server and client, never the reverse'),
            zone('./src/client', ['./src/server'], 'client code never imports the server'),
            zone('./src/server/content', ['./src/server/ssr', './src/modules', './src/store', './src/client'], 'the content service stands alone'),
            // ADR 035: the demo catalogue is data the server reads through the importer, never code it imports.
            zone('./src', ['./demo'], 'the site never imports the demo catalogue or its generator (demo/): it seeds from the export'),
          ],
        },
      ],
    },
  },
  {
    files: ['**/__tests__/**', 'e2e/**', 'test/**', 'bench/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
