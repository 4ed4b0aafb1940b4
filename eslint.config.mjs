// Lint: TypeScript rules plus the import boundaries of docs/architecture.md §2:
// shared <- routes <- store <- modules <- server, client; client never imports server; no cycles.
// Inside modules, src/modules/shell holds what is not a module (app shell, shared UI, layout, visibility rules);
// its UI and visibility parts sit below every module and never import one.
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';

const zone = (target, from, message) => ({ target, from, message });

const zones = [
  zone('./src/shared', ['./src/routes', './src/store', './src/modules', './src/server', './src/client'], 'shared imports nothing from the other folders'),
  zone('./src/routes', ['./src/store', './src/modules', './src/server', './src/client'], 'routes import only shared'),
  zone('./src/store', ['./src/modules', './src/server', './src/client'], 'the store never imports modules, server or client'),
  zone('./src/modules', ['./src/server', './src/client'], 'modules are rendered by server and client, never the reverse'),
  zone('./src/client', ['./src/server'], 'client code never imports the server'),
  zone('./src/server/content', ['./src/server/ssr', './src/modules', './src/store', './src/client'], 'the content service stands alone'),
  // ADR 035: the demo catalogue is data the server reads through the importer, never code it imports.
  zone('./src', ['./demo'], 'the site never imports the demo catalogue or its generator (demo/): it seeds from the export'),
];

// The shell's UI and visibility parts sit below every module; their tests may load the page bundles.
const shellZone = {
  target: ['./src/modules/shell/ui', './src/modules/shell/hubUi', './src/modules/shell/smartHelpUi', './src/modules/shell/visibility'],
  from: './src/modules',
  except: ['./shell', './types.ts'],
  message: 'shared UI and visibility rules are used by modules and never import one',
};

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
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    files: ['src/modules/shell/**/*.ts', 'src/modules/shell/**/*.tsx'],
    ignores: ['**/__tests__/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...zones, shellZone] }] },
  },
  {
    files: ['**/__tests__/**', 'e2e/**', 'test/**', 'bench/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
