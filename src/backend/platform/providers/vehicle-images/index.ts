// Pictures of cars behind a small interface (spec §7: GET /v1/garage/vis/vehicle-image with model_id).
// The embedded default answers the outline of the model's body type, drawn by the product and served
// from its own files; VEHICLE_IMAGE_URL selects a vehicle image service that has photos of models.
import type { VehicleImage } from '@/contracts/vehicles';
import type { BodyType } from '@/contracts/vocabulary';

/** The catalogue model a picture is asked for. */
export interface ImageModel {
  modelId: number;
  make: string;
  model: string;
  bodyType: BodyType;
}

export interface VehicleImages {
  /** 'embedded' or 'http'. */
  readonly name: string;
  readonly embedded: boolean;
  /** The model's picture; null when the service has none for it. Throws when the service fails. */
  imageOf(model: ImageModel): Promise<VehicleImage | null>;
}
