import { z } from 'zod';
import { defineEndpoint } from './define';
import {
  AddAddressInputSchema,
  AddressIdSchema,
  CreateVehicleInputSchema,
  SavedAddressListSchema,
  SavedAddressSchema,
  SavedVehicleListSchema,
  SavedVehicleSchema,
} from '../saved';

// A signed-in customer's saved cars and addresses (spec §7 get-saved-assets, create-vehicle,
// users-address). Every list answers the caller's own records only.

export const savedAssets = defineEndpoint({
  access: 'signed-in',
  method: 'GET',
  upstream: '/v1/garage/users/assets',
  summary: "The customer's saved cars of an allowed type (spec §3)",
  answer: SavedVehicleListSchema,
  cache: 0,
});

export const createVehicle = defineEndpoint({
  access: 'signed-in',
  method: 'POST',
  upstream: '/v1/garage/users/assets',
  summary: 'Saves a car by its registration number (201 new, 200 saved already)',
  body: CreateVehicleInputSchema,
  answer: SavedVehicleSchema,
  success: [200, 201],
  cache: 0,
});

export const savedAddresses = defineEndpoint({
  access: 'signed-in',
  method: 'GET',
  upstream: '/v1/garage/users/address',
  summary: "The customer's saved addresses, newest first",
  answer: SavedAddressListSchema,
  cache: 0,
});

export const addAddress = defineEndpoint({
  access: 'signed-in',
  method: 'POST',
  upstream: '/v1/garage/users/address',
  summary: 'Saves an address (spec §7: address, registration_number, source)',
  body: AddAddressInputSchema,
  answer: SavedAddressSchema,
  success: [201],
  cache: 0,
});

export const removeAddress = defineEndpoint({
  access: 'owner',
  method: 'DELETE',
  upstream: '/v1/garage/users/address/{id}',
  summary: "Removes one of the customer's saved addresses (404 for anyone else's)",
  params: AddressIdSchema,
  answer: z.null(),
  success: [204],
  cache: 0,
});
