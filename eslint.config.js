// ESLint: typescript-eslint's recommended rules and React's hooks rules on the engine (plugins/, shared/),
// the browser code (src/), the tests and scripts; formatting is Prettier's (.prettierrc.json), so
// eslint-config-prettier turns off the rules that would argue with it. `npm run lint` runs both.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import prettier from 'eslint-config-prettier'
import globals from 'globals'

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist.*/**', 'node_modules/**', 'bench/tmp/**', 'artifacts/**', 'tests/fixtures/**', 'content/**', '**/*.md'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks; not the React Compiler's stricter set (state set in an effect after hydration
    // is how the prerendered markup and the first client render are kept equal here).
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['plugins/**', 'scripts/**', 'bench/**', 'tests/**', '*.ts', '*.js', '*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // TypeScript files: tsc's noUnusedLocals and noUnusedParameters (tsconfig.base.json) report unused names
    // already, with the same `_` exemption; this rule was the costliest of the lint, checking them twice.
    files: ['**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    // The JavaScript files (scripts, configs), which no tsconfig checks. `_`-prefixed names are deliberately
    // unused (a destructured field left out, a callback's first argument).
    files: ['**/*.{js,mjs}'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests that feed the library deliberate misuse (wrong argument types, untyped stores) to check its errors.
    files: ['tests/content/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  prettier,
)
