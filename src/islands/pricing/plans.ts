import type { PlanCode } from '@/stores/journey';

/** Spec §3: ESSENTIAL is shown as Basic, ENHANCED as Advanced. */
export const PLAN_NAMES: Record<PlanCode, string> = { ESSENTIAL: 'Basic', ENHANCED: 'Advanced' };
export const PLAN_CODES: readonly PlanCode[] = ['ESSENTIAL', 'ENHANCED'];
