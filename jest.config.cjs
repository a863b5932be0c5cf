const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

/**
 * ESM-only packages that jest (unlike Node) cannot require as they are: Nest 12, what the API docs'
 * file server (@fastify/static) requires, and those that
 * openapi-typescript's CommonJS build requires (the API types test generates web/src/api/schema.ts),
 * and marked (lessons' Markdown).
 */
const ESM_ONLY = ['@nestjs', 'change-case', 'parse-json', 'index-to-position', 'supports-color', 'content-disposition', 'marked'];

const common = {
  transform: { '^.+\\.(t|j)s$': swc },
  // The package a file belongs to is the one after its last node_modules/.
  transformIgnorePatterns: [`/node_modules/(?!.*/node_modules/)(?!(${ESM_ONLY.join('|')})/)`],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironment: '<rootDir>/test/support/node-environment.ts',
  rootDir: __dirname,
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/domain/**/*.spec.ts',
        '<rootDir>/application/**/*.spec.ts',
        '<rootDir>/infrastructure/**/*.spec.ts',
        '<rootDir>/api/**/*.spec.ts',
        '<rootDir>/test/architecture/**/*.spec.ts',
        '<rootDir>/web/src/**/*.spec.ts',
      ],
    },
    {
      ...common,
      displayName: 'api',
      testMatch: ['<rootDir>/test/api/**/*.api-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-database.setup.ts',
      globalTeardown: '<rootDir>/test/support/global-database.teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/api-timeout.ts'],
    },
    {
      ...common,
      displayName: 'browser',
      testMatch: ['<rootDir>/test/browser/**/*.browser-spec.ts'],
    },
  ],
};
