import { GarageDetailsAnswerSchema, PincodeMappingSchema, type GarageDetails, type PincodeMapping } from '@/contracts/garage';
import { callUpstream, type CallerContext } from './upstream';
import { nullWhenMissing, readAnswer } from './garage-api';

/** The garage serving a pincode, or null when none does yet. */
export function lookUpPincode(pincode: string, caller?: CallerContext): Promise<PincodeMapping | null> {
  return nullWhenMissing(callUpstream(`/v1/garage/pincode/${encodeURIComponent(pincode)}`, { caller })
    .then((r) => readAnswer(r, PincodeMappingSchema)).then((a) => a.data));
}

/** A garage's full record, or null when the id is unknown. */
export function lookUpGarage(id: string, caller?: CallerContext): Promise<GarageDetails | null> {
  return nullWhenMissing(callUpstream(`/v1/garage/${encodeURIComponent(id)}`, { caller })
    .then((r) => readAnswer(r, GarageDetailsAnswerSchema)).then((a) => a.data));
}
