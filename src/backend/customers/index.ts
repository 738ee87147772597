// The public face of the customers feature (saved addresses and cars): what other features may use.
// They import this file only, never the feature's own files (tests/unit/feature-boundaries.test.ts holds it).
export { findAddress, insertAddress } from './repository';
