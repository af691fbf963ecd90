export * from './finding.js';
export * from './ampscript/index.js';
export * from './ssjs/index.js';
export * from './apex/index.js';
export * from './code-checks.js';
export * from './secrets/index.js';
export * from './context/index.js';
