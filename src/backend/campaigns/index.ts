// The public face of the campaigns feature: what other features may use.
// They import this file only, never the feature's own files (tests/unit/feature-boundaries.test.ts holds it).
export {
  checkRewardCar,
  checkRewardReference,
  holdReward,
  quoteReward,
  releaseReward,
  rewardOfBooking,
  rewardOnBill,
  type RewardQuote,
} from './reward-service';
export { rewardGivenBack } from './reactions';
