import { productConditions } from '@xchange/contract';

/** Why an import stopped on a fault of ours (its written rows stay). */
export const importFailure =
  'The import stopped because of a problem on our side. Rows already imported are kept; upload the file again to import the rest.';

/** The importer's own row texts, for what the product form has no field for (condition is a list there). */
export const rowTexts = {
  condition: `Condition must be one of ${productConditions.join(', ')}.`,
  quantity: 'Each listing is one unit: leave Quantity empty or 1, and list further units on rows of their own with their own SKU.',
  location: (address: string) =>
    `Listings are shown at your account's address${address ? ` (${address})` : ''}: leave Location empty or change the address on your profile.`,
  unknownCategory: (name: string) => `Unknown category "${name}". Please pick one from the Category list.`,
  unknownBrand: (name: string) => `Unknown manufacturer "${name}". Please pick one from the Manufacturer list.`,
} as const;
