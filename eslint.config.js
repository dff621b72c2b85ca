// Lint rules for the whole workspace. Web features never import each other
// (shared → features → app, as in bulletproof-react).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = new URL('./apps/web/src/features/', import.meta.url);
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// ---- API (apps/api) layers: start -------------------------------------------------
// docs/decisions/0006-api-layers.md: routes → service → repository; lib/ holds
// area-free helpers and imports no module; modules import each other only
// through a module's public file (modules/<area>/index.ts).
const apiModulesDir = new URL('./apps/api/src/modules/', import.meta.url);
const apiModules = readdirSync(apiModulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Tests and their fixtures set up state directly and may reach into any module. */
const apiTestFiles = [
  'apps/api/src/**/*.test.ts',
  'apps/api/src/test/**',
  'apps/api/src/modules/*/test-support.ts',
  'apps/api/src/modules/*/*-fixtures.ts',
];
const apiRepositoryFiles = (area) => [
  `apps/api/src/modules/${area}/repository.ts`,
  `apps/api/src/modules/${area}/*-repository.ts`,
];
const apiRouteFiles = (area) => [
  `apps/api/src/modules/${area}/routes.ts`,
  `apps/api/src/modules/${area}/*-routes.ts`,
];

const apiRules = {
  otherModuleInternals: {
    // From inside modules/<area>/: `../pets` is the public file, `../pets/repository` is not.
    regex: '^\\.\\./[^./][^/]*/',
    message:
      'Un módulo importa otro solo por su archivo público (../<módulo>, su index.ts), nunca sus archivos internos.',
  },
  moduleInternalsFromOutside: {
    regex: '(^|/)modules/[^/]+/',
    message:
      'Fuera de modules/, un módulo se importa solo por su archivo público (modules/<módulo>, su index.ts).',
  },
  noRepositoryInRoutes: {
    regex: '(^|/)(([a-z-]+-)?repository|db/.*|db)$',
    message: 'Las rutas llaman a servicios y esquemas, nunca a repositorios ni a la base de datos.',
  },
  noDatabaseInServices: {
    regex: '(^|/)db/schema$',
    message: 'Solo los repositorios (repository.ts, *-repository.ts) usan las tablas y SQL.',
  },
  noModulesInLib: {
    regex: '(^|/)(modules|plugins)(/|$)|^\\.\\./app$',
    message: 'lib/ guarda solo utilidades sin área: no importa módulos ni plugins.',
  },
};
const drizzleOnlyInRepositories = {
  name: 'drizzle-orm',
  message: 'Solo los repositorios (repository.ts, *-repository.ts) y db/ usan drizzle-orm.',
};
const restrict = (patterns, paths = []) => ({
  'no-restricted-imports': ['error', { patterns, paths }],
});

const apiBoundaries = [
  {
    // Outside modules/: plugins, db, app.ts, server.ts. app.ts alone composes route plugins.
    files: ['apps/api/src/**/*.ts'],
    ignores: [...apiTestFiles, 'apps/api/src/modules/**', 'apps/api/src/lib/**'],
    rules: restrict([apiRules.moduleInternalsFromOutside]),
  },
  {
    files: ['apps/api/src/app.ts'],
    rules: restrict([
      {
        regex: '(^|/)modules/[^/]+/(?!([a-z-]+-)?routes$)',
        message: apiRules.moduleInternalsFromOutside.message,
      },
    ]),
  },
  {
    files: ['apps/api/src/lib/**/*.ts'],
    ignores: apiTestFiles,
    rules: restrict([apiRules.noModulesInLib], [drizzleOnlyInRepositories]),
  },
  ...apiModules.flatMap((area) => [
    {
      // Services and every other file of the module.
      files: [`apps/api/src/modules/${area}/**/*.ts`],
      ignores: apiTestFiles,
      rules: restrict(
        [apiRules.otherModuleInternals, apiRules.noDatabaseInServices],
        [drizzleOnlyInRepositories],
      ),
    },
    {
      files: apiRouteFiles(area),
      rules: restrict(
        [apiRules.otherModuleInternals, apiRules.noRepositoryInRoutes],
        [drizzleOnlyInRepositories],
      ),
    },
    {
      files: apiRepositoryFiles(area),
      rules: restrict([apiRules.otherModuleInternals]),
    },
  ]),
  {
    // Type-aware checks: a promise is awaited, or deliberately left with `void` and its errors handled.
    files: ['apps/api/**/*.ts'],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: fileURLToPath(new URL('.', import.meta.url)),
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
];
// ---- API (apps/api) layers: end ---------------------------------------------------

const featureBoundaries = features.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `(^|/)features/(?!${feature}(/|$))`,
            message:
              'Las features no se importan entre sí: compón en app/ o routes/, o sube el código a components/ o lib/.',
          },
          {
            regex: '(^|/)(app|routes)/',
            message: 'Las features no importan de app/ ni de routes/.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/coverage/**',
      'playwright-report/**',
      'test-results/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(features|app|routes)/',
              message: 'components/ y lib/ no dependen de features, app ni routes.',
            },
          ],
        },
      ],
    },
  },
  // Web app, type-aware (issue 13): a promise nobody awaits or handles loses
  // its rejection, and one handed to a prop that expects a void callback is
  // never awaited. The type checker finds both, so these rules read types
  // through the web app's tsconfig (projectService).
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  ...featureBoundaries,
  // API (apps/api) layers and type-aware checks: see apiBoundaries above.
  ...apiBoundaries,
);
