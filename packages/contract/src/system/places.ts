import * as v from 'valibot';
import { continents } from '@xchange/contract/core';
import { intField } from '../common/number';

/** GET places?q= query: a city name prefix, optionally ', state or country' after a comma ('springfield, il'). */
export const placesQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
  limit: v.optional(v.pipe(intField(1), v.maxValue(20)), 10),
});
export type PlacesQueryInput = v.InferInput<typeof placesQuerySchema>;
export type PlacesQuery = v.InferOutput<typeof placesQuerySchema>;

/** One city with its coordinates and continent (sign-up's address autocomplete and the shop's distance filter). */
export const placeSchema = v.object({
  label: v.string(),
  city: v.string(),
  state: v.optional(v.string()),
  country: v.string(),
  countryCode: v.string(),
  continent: v.picklist(continents),
  latitude: v.number(),
  longitude: v.number(),
});
export type Place = v.InferOutput<typeof placeSchema>;
export const placesSchema = v.array(placeSchema);
