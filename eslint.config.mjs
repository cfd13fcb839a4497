import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/generated/**', 'data/**', 'bench-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Layering (docs/ARCHITECTURE.md §1): apps -> function libs -> runtime -> contract, and the server kit
      // (jobs, PostgreSQL, delivery) beside the apps: only apps (and tools) use it, and it uses only the runtime
      // and the contract, so no function library installs a database driver. Tools may use anything but the app
      // only for benchmarks; no library ever imports the app.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          // The server imports `@circular/runtime/light` at start-up and the runtime's main entry (LangGraph, the model
          // clients) when a function is first called: one project, two entries, by design (apps/api/src/app.ts).
          checkDynamicDependenciesExceptions: ['@circular/runtime'],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:server', 'type:function', 'type:runtime', 'type:contract'] },
            { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:runtime', 'type:contract'] },
            { sourceTag: 'type:function', onlyDependOnLibsWithTags: ['type:function', 'type:runtime', 'type:contract'] },
            { sourceTag: 'type:runtime', onlyDependOnLibsWithTags: ['type:contract'] },
            { sourceTag: 'type:contract', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:app', 'type:server', 'type:function', 'type:runtime', 'type:contract', 'type:tool'] },
          ],
        },
      ],
    },
  },
  {
    // Browser code (the index page's scripts): tsc checks every name against lib dom
    // (apps/api/tsconfig.browser.json), which no-undef cannot see.
    files: ['apps/api/src/browser/**/*.js'],
    rules: { 'no-undef': 'off' },
  },
  {
    // Two modules of a package that import each other are one concept split wrongly, or a type in the wrong
    // place (STYLE.md). Only relative imports are followed: packages reach each other through their entries,
    // which the module-boundary rule above already keeps acyclic.
    files: ['**/*.ts', 'apps/api/src/browser/**/*.js'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.mjs'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Tests (and their support modules) may drive the real clients against the project's stub servers (docs/ARCHITECTURE.md §3),
    // and import a function library directly even where the app imports it on first use (apps/api/src/functions.ts).
    files: ['**/*.test.ts', '**/test-support/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          checkDynamicDependenciesExceptions: ['@circular/*'],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:server', 'type:function', 'type:runtime', 'type:contract', 'type:tool'] },
            { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:runtime', 'type:contract', 'type:tool'] },
            { sourceTag: 'type:function', onlyDependOnLibsWithTags: ['type:function', 'type:runtime', 'type:contract', 'type:tool'] },
            { sourceTag: 'type:runtime', onlyDependOnLibsWithTags: ['type:contract', 'type:tool'] },
            { sourceTag: 'type:contract', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:app', 'type:server', 'type:function', 'type:runtime', 'type:contract', 'type:tool'] },
          ],
        },
      ],
    },
  },
);
