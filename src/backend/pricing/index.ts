// The public face of the pricing feature: what other features may use.
// They import this file only, never the feature's own files (tests/unit/feature-boundaries.test.ts holds it).
export { getFromPrices, getServicePricing } from './pricing-service';
export { findBookingFees, findInclusions, findLowestPackagePrices, serviceTypeName, serviceTypeNames } from './repository';
