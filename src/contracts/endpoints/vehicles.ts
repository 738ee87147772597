import { defineEndpoint } from './define';
import {
  MakeListSchema,
  MakeModelsSchema,
  ModelsQuerySchema,
  RegistrationPatternSchema,
  RegistrationQuerySchema,
  VehicleDetailsSchema,
  VehicleImageQuerySchema,
  VehicleImageSchema,
  VehicleSearchQuerySchema,
  VehicleSearchSchema,
} from '../vehicles';

export const vehicleMakes = defineEndpoint({
  access: 'public',
  method: 'GET',
  upstream: '/v1/garage/vehicles/makes',
  summary: 'The makes of the vehicle catalogue, popular first, with their body types and fuels',
  answer: MakeListSchema,
  cache: 3600,
});

export const vehicleModels = defineEndpoint({
  access: 'public',
  method: 'GET',
  upstream: '/v1/garage/vehicles/models',
  summary: "A make's models with their variants and fuels",
  query: ModelsQuerySchema,
  answer: MakeModelsSchema,
  cache: 3600,
});

export const vehicleSearch = defineEndpoint({
  access: 'public',
  method: 'GET',
  upstream: '/v1/garage/vehicles/search',
  summary: 'Makes and models (across makes, by model, variant, body or fuel) for a typed search, forgiving small typos',
  query: VehicleSearchQuerySchema,
  answer: VehicleSearchSchema,
  cache: 3600,
});

export const vehicleDetails = defineEndpoint({
  access: 'public',
  method: 'GET',
  upstream: '/v1/garage/vehicles/details',
  summary: 'The vehicle behind a registration number, from the vehicle registry',
  query: RegistrationQuerySchema,
  answer: VehicleDetailsSchema,
  cache: 0,
});

export const registrationPattern = defineEndpoint({
  access: 'public',
  method: 'GET',
  upstream: '/v1/garage/vehicles/registration-pattern',
  summary: 'The registration-number pattern (spec §5: data.registration_number)',
  answer: RegistrationPatternSchema,
  cache: 3600,
});

export const vehicleImage = defineEndpoint({
  access: 'public',
  method: 'GET',
  upstream: '/v1/garage/vis/vehicle-image',
  summary: "A picture of a catalogue model: the vehicle image service's photo, or an outline of its body type",
  query: VehicleImageQuerySchema,
  answer: VehicleImageSchema,
  cache: 3600,
});
