// The public face of the workshop feature: what other features may use.
// They import this file only, never the feature's own files (tests/unit/feature-boundaries.test.ts holds it).
export { orderNotFound } from './work-order';
