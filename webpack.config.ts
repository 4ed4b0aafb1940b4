import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { Configuration } from 'webpack';

const root = __dirname;
/**
 * TypeScript and JSX through babel-loader: preset-env for the browsers of package.json's
 * browserslist (the client) or the running Node major (the server), React's automatic runtime,
 * and preset-typescript (types are checked by `npm run typecheck`, not by the build).
 */
const babelOptions = (target: 'browser' | 'node', mode: 'production' | 'development') => ({
  loader: 'babel-loader',
  options: {
    babelrc: false,
    configFile: false,
    cacheDirectory: path.join(root, 'node_modules', '.cache', `babel-${target}`),
    cacheCompression: false,
    presets: [
      [
        '@babel/preset-env',
        target === 'node'
          ? { targets: { node: '20' }, modules: false, bugfixes: true }
          : { modules: false, bugfixes: true },
      ],
      ['@babel/preset-react', { runtime: 'automatic', development: mode === 'development' }],
      ['@babel/preset-typescript', { allowDeclareFields: true, onlyRemoveTypeImports: false }],
    ],
  },
});

const reactRouterDist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
const reactRouterProduction = {
  'react-router$': path.join(reactRouterDist, 'index.mjs'),
  'react-router/dom$': path.join(reactRouterDist, 'dom-export.mjs'),
};

/** Client bundle: content-hashed names, a vendor chunk for node_modules, extracted CSS. */
export const clientConfig = (mode: 'production' | 'development'): Configuration => ({
  name: 'client',
  mode,
  target: 'web',
  entry: { main: path.join(root, 'src/client/index.tsx') },
  output: {
    path: path.join(root, 'dist/public'),
    filename: mode === 'production' ? '[name].[contenthash:10].js' : '[name].js',
    chunkFilename: '[name].[contenthash:10].js',
    publicPath: '/electronics/support/static/',
    clean: { keep: /favicon\.svg$/ },
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.js'],
    // React Router's package exports name its development build for every condition; its production build is
    // the same code without the development warnings, which the minifier then drops (ADR 042, update 2).
    alias: {
      ...(mode === 'production' ? reactRouterProduction : {}),
      // The UI strings per language and page bundle, written by the build (scripts/bundleStrings.ts).
      'bundle-strings': path.join(root, 'dist', 'bundle-strings'),
    },
  },
  module: {
    rules: [
      { test: /\.tsx?$/, exclude: /node_modules/, use: babelOptions('browser', mode) },
      { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
    ],
  },
  plugins: [new MiniCssExtractPlugin({ filename: mode === 'production' ? '[name].[contenthash:10].css' : '[name].css' })],
  optimization: {
    splitChunks: {
      cacheGroups: {
        // Each page bundle is one file (ADR 026): a page loads its entry, its bundle and its strings, and the
        // few modules several bundles share are repeated in each rather than split into further requests.
        default: false,
        defaultVendors: false,
        // Packages of the code that starts after hydration (redux-saga's runtime, ADR 042 update 2) stay in that
        // chunk; what a page needs before hydration is the one vendor file. redux-saga is never in it: no page
        // runs a saga before hydration, and its effect creators go with the loaders and form sagas that use
        // them, in the chunks fetched after it (ADR 042 update 4).
        vendor: {
          test: /[\\/]node_modules[\\/](?!(@redux-saga|redux-saga)[\\/])/,
          name: 'vendor',
          chunks: (chunk) => chunk.name !== 'later-navigation',
        },
      },
    },
  },
  // Maps are written but not referenced from the files: the server sends them (and a SourceMap
  // header) only when PUBLIC_SOURCE_MAPS=true.
  devtool: mode === 'production' ? 'hidden-source-map' : 'eval-cheap-module-source-map',
  performance: { hints: false },
});

/** Server bundle: our code compiled for Node; packages stay in node_modules (native addons among them). */
export const serverConfig = (mode: 'production' | 'development'): Configuration => ({
  name: 'server',
  mode,
  target: 'node20',
  entry: { index: path.join(root, 'src/server/index.ts') },
  output: { path: path.join(root, 'dist/server'), filename: '[name].js', clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  externals: [({ request }, callback) => (request && /^[^./]/.test(request) ? callback(undefined, `commonjs ${request}`) : callback())],
  module: {
    rules: [{ test: /\.tsx?$/, exclude: /node_modules/, use: babelOptions('node', mode) }],
    // createRequire stays Node's own: the runtime-build check reads Node's module cache through it.
    // The page bundles are lazy chunks only in the browser: the server holds them all in its one file.
    parser: { javascript: { createRequire: false, dynamicImportMode: 'eager' } },
  },
  optimization: { minimize: false },
  node: { __dirname: false },
  devtool: 'source-map',
});

export default [clientConfig('production'), serverConfig('production')];
