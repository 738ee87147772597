// The public face of the garages feature: what other features may use.
// They import this file only, never the feature's own files (tests/unit/feature-boundaries.test.ts holds it).
export { detailsOf, getGarage, mapPincode, toGarageSource } from './garage-service';
export { type GarageRow, findGarageByLandingPath, findNetworkFacts, findServedPincode, garageServicesMakeId } from './repository';
