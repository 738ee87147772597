// The public face of the accounts feature: what other features may use.
// They import this file only, never the feature's own files (tests/unit/feature-boundaries.test.ts holds it).
export { userDetailsById } from './user-service';
export { resolveSession } from './session-service';
