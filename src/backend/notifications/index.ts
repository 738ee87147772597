// The public face of the notifications feature (the SMS outbox): what other features may use.
// They import this file only, never the feature's own files (tests/unit/feature-boundaries.test.ts holds it).
export { enqueueSms, enqueueWhatsApp, ORIGIN_MARK, outboxPage } from './outbox-service';
