// The campaigns feature's reaction to an appointment's events (docs/decisions/040): a cancelled booking
// (or a no-show) gives its reward back to the car, to use on its next booking. Declared as a plain
// object, not with the appointments feature's helper: appointments checks a new booking's reward
// through this feature, and the two may not depend on each other both ways (decision 039).
import type { Db } from '../platform/db/client';
import { releaseClaimOf } from './repository';

export const rewardGivenBack = {
  name: 'reward-given-back',
  on: ['cancelled', 'no_show'] as const,
  react: (tx: Db, event: { appointmentId: string }) => releaseClaimOf(tx, event.appointmentId),
};
