import { useCallback, useEffect, useState } from 'react';
import { apiGet, ApiError } from '@/islands/api-client';
import { goToStep } from '@/islands/navigation';
import { $journey, chooseGarage } from '@/stores/journey';
import { saveGarageContext } from '@/stores/local-records';
import { nextStepFor } from '@/lib/journey-steps';
import { UNKNOWN_ERROR_MESSAGE } from '@/contracts/errors';
import type { GarageSummary } from '@/lib/garage-mapping';
import { track } from '@/islands/analytics';

/** What a garage card says after a failed choice. */
export interface ChoiceNotice {
  kind: 'unserviceable' | 'error';
  message: string;
}

/**
 * Stores the garage and goes to the next step with garageId (and the pincode) in the address.
 * Without a searched pincode the garage's own is used, so the address never keeps an older pincode
 * that belongs to another garage.
 */
function continueWithGarage(garage: GarageSummary, pincode?: string): void {
  const place = pincode ?? garage.pincode;
  chooseGarage(garage, place);
  saveGarageContext(garage.garageId, place);
  track('centre_chosen', { garage_id: garage.garageId });
  goToStep(nextStepFor($journey.get()), { params: { garageId: garage.garageId, pincode: place } });
}

/** Choosing a garage: with a car in the journey, the garage must service its make first. */
export function useChooseGarage() {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notices, setNotices] = useState<Record<string, ChoiceNotice>>({});

  // Coming back with the back button restores the page as it was left: mid-navigation.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setBusyId(null);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const notify = (garageId: string, notice?: ChoiceNotice) =>
    setNotices((all) => {
      const { [garageId]: _dropped, ...rest } = all;
      return notice ? { ...rest, [garageId]: notice } : rest;
    });

  const choose = useCallback(async (garage: GarageSummary, pincode?: string) => {
    const vehicle = $journey.get().vehicle;
    notify(garage.garageId);
    setBusyId(garage.garageId);
    if (vehicle) {
      try {
        const answer = await apiGet('get-car-serviceable', { garage_id: garage.garageId, make: vehicle.make_slug });
        if (!answer.serviceable) {
          notify(garage.garageId, { kind: 'unserviceable', message: answer.message });
          setBusyId(null);
          return;
        }
      } catch (error) {
        notify(garage.garageId, { kind: 'error', message: error instanceof ApiError ? error.message : UNKNOWN_ERROR_MESSAGE });
        setBusyId(null);
        return;
      }
    }
    continueWithGarage(garage, pincode);
  }, []);

  return { busyId, notices, choose };
}
