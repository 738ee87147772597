// The public face of the satisfaction survey: what other features may use.
// They import this file only, never the feature's own files (tests/unit/feature-boundaries.test.ts holds it).
export { surveyInvitation } from './reactions';
