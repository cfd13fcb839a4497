import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
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
    // Tests (and their support modules) may drive the real clients against the project's stub servers (docs/ARCHITECTURE.md §3).
    files: ['**/*.test.ts', '**/test-support/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
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
