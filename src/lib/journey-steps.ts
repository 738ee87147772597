import { ServiceKind, type ServiceTypeId } from '@/contracts/vocabulary';
import type { ChoosingStep } from './stepper';

/** The flow page of each service type (spec §2). */
export const SERVICE_ROUTES: Record<ServiceTypeId, string> = {
  periodic_service: 'periodic-service',
  specific_repair: 'specific-repair',
  not_sure_about_issue: 'unknown-issue',
  car_spa_and_cleaning: 'car-spa',
};

/** The flow tag stored with each service type (spec §3). */
export const FLOW_TAGS: Record<ServiceTypeId, string> = {
  periodic_service: 'periodic',
  specific_repair: 'specific-repair',
  not_sure_about_issue: 'not-sure-about-issue',
  car_spa_and_cleaning: 'car-spa',
};

/** Where each service type's choice is made once car and garage are known. */
export const CHOICE_ROUTES: Record<ServiceTypeId, string> = {
  periodic_service: 'pricing-plans',
  specific_repair: 'specific-repair',
  not_sure_about_issue: 'unknown-issue',
  car_spa_and_cleaning: 'car-spa',
};

export interface JourneyProgress {
  serviceType?: ServiceTypeId;
  hasVehicle: boolean;
  hasGarage: boolean;
}

/** The next page a visitor needs, skipping what is already known. */
export function nextStep(progress: JourneyProgress): string {
  if (!progress.serviceType) return 'home';
  if (!progress.hasVehicle) return 'mmv';
  if (!progress.hasGarage) return 'location-vehicle-check';
  return CHOICE_ROUTES[progress.serviceType];
}

/** The next page for a journey as stored: nextStep with the car and garage read as known when present. */
export function nextStepFor(journey: { serviceType?: ServiceTypeId; vehicle?: unknown; garage?: unknown }): string {
  return nextStep({ serviceType: journey.serviceType, hasVehicle: Boolean(journey.vehicle), hasGarage: Boolean(journey.garage) });
}

export function isServiceTypeId(value: unknown): value is ServiceTypeId {
  return typeof value === 'string' && Object.hasOwn(SERVICE_ROUTES, value);
}

export interface JourneyChoices {
  serviceType?: ServiceTypeId;
  vehicle?: unknown;
  garage?: unknown;
  plan?: string;
  repairs?: readonly string[];
  spaPackage?: string;
  issue?: { symptoms: readonly string[]; note: string };
}

/** Whether the choice of the journey's own service type has been made (a plan, a repair, a spa package, or symptoms). */
function hasChoice(j: JourneyChoices): boolean {
  switch (j.serviceType) {
    case ServiceKind.periodic_service:
      return Boolean(j.plan);
    case ServiceKind.specific_repair:
      return (j.repairs?.length ?? 0) > 0;
    case ServiceKind.car_spa_and_cleaning:
      return Boolean(j.spaPackage);
    case ServiceKind.not_sure_about_issue:
      return Boolean(j.issue && (j.issue.symptoms.length > 0 || j.issue.note.trim()));
    default:
      return false;
  }
}

/** The choosing steps whose choice is in the journey state: only these show a tick. Handover is chosen when booking, never here. */
export function completedSteps(j: JourneyChoices): ChoosingStep[] {
  const done: Record<ChoosingStep, boolean> = {
    service: Boolean(j.serviceType),
    vehicle: Boolean(j.vehicle),
    garage: Boolean(j.garage),
    choice: hasChoice(j),
    handover: false,
  };
  return (Object.keys(done) as ChoosingStep[]).filter((id) => done[id]);
}

/** The page where each choosing step is made, for the stepper's links back (the choice's page once the service is known). */
export function choosingRoutes(serviceType?: ServiceTypeId): Partial<Record<ChoosingStep, string>> {
  return {
    service: 'home',
    vehicle: 'mmv',
    garage: 'location-vehicle-check',
    ...(serviceType ? { choice: CHOICE_ROUTES[serviceType] } : {}),
  };
}
