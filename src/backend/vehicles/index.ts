// The public face of the vehicles feature (catalogue and registry look-ups): what other features may use.
// They import this file only, never the feature's own files (tests/unit/feature-boundaries.test.ts holds it).
export { getModel } from './catalogue-service';
export { registrationNumberOf } from './lookup-service';
