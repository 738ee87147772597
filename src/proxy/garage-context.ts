import { AppError } from '@/lib/errors';
import { GarageDetailsAnswerSchema, PincodeMappingSchema, type GarageDetails, type PincodeMapping } from '@/contracts/garage';
import { callUpstream, type CallerContext } from './upstream';
import { readAnswer } from './garage-api';

/** The garage serving a pincode, or null when none does yet. */
export async function lookUpPincode(pincode: string, caller?: CallerContext): Promise<PincodeMapping | null> {
  try {
    return (await readAnswer(await callUpstream(`/v1/garage/pincode/${encodeURIComponent(pincode)}`, { caller }), PincodeMappingSchema)).data;
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED')) return null;
    throw error;
  }
}

/** A garage's full record, or null when the id is unknown. */
export async function lookUpGarage(id: string, caller?: CallerContext): Promise<GarageDetails | null> {
  try {
    return (await readAnswer(await callUpstream(`/v1/garage/${encodeURIComponent(id)}`, { caller }), GarageDetailsAnswerSchema)).data;
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED' || error.code === 'UPSTREAM_FAILED')) return null;
    throw error;
  }
}
