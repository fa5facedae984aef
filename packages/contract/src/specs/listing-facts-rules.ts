import { formatCount } from '../format/number';
// What a buyer of expensive equipment asks before paying (docs/product.md §2.9): grade, warranty, calibration,
// shipping and terms. Plain values shared by the seller's form, the listing page, compare and the API.

/** docs/product.md §2.9: cosmetic and functional grade. */
export const grades = ['A', 'B', 'C', 'D'] as const;
export type Grade = (typeof grades)[number];

export const gradeNames: Record<Grade, string> = { A: 'Like new', B: 'Light wear', C: 'Heavy wear', D: 'For parts' };

/** What each grade promises, shown beside it on the listing page. */
export const gradeMeanings: Record<Grade, string> = {
  A: 'No visible wear; works to its full specification.',
  B: 'Minor cosmetic marks; works to its full specification.',
  C: 'Obvious cosmetic wear; fully working.',
  D: 'Not fully working or incomplete; sold as is for parts or repair.',
};

/** 'Grade B: Light wear'. */
export const gradeLabel = (g: Grade): string => `Grade ${g}: ${gradeNames[g]}`;

export const warrantyDays = [0, 30, 90, 365] as const;
export type WarrantyDays = (typeof warrantyDays)[number];
export const warrantyLabels: Record<WarrantyDays, string> = { 0: 'No warranty', 30: '30 days', 90: '90 days', 365: '1 year' };

export const shippingMethods = ['freight-quote', 'fixed', 'collect'] as const;
export type ShippingMethod = (typeof shippingMethods)[number];
export const shippingLabels: Record<ShippingMethod, string> = {
  'freight-quote': 'Freight quote on request',
  fixed: 'Fixed shipping price',
  collect: 'Buyer collects',
};

export const returnsDays = [0, 14, 30] as const;
export type ReturnsDays = (typeof returnsDays)[number];
export const returnsLabels: Record<ReturnsDays, string> = { 0: 'No returns', 14: '14-day returns', 30: '30-day returns' };

export const paymentTerms = ['Wire transfer', 'ACH transfer', 'Credit card', 'Purchase order (net 30)', 'Company check'] as const;
export type PaymentTerm = (typeof paymentTerms)[number];

/** Accreditations sellers pick most; any other text is accepted. */
export const accreditationSuggestions = ['ISO/IEC 17025', 'ANSI/NCSL Z540-1', 'ISO 9001', 'Manufacturer calibration'] as const;

export const factLimits = {
  gradeNote: 80,
  accessories: 300,
  hours: 1_000_000,
  laboratory: 80,
  accreditation: 50,
  model: 50,
  serial: 50,
  firstYear: 1900,
  leadTimeDays: 365,
} as const;

/** The latest year of manufacture a listing may give: next year (a unit built for next year's model range). */
export const latestYear = (now = new Date()): number => now.getUTCFullYear() + 1;

/** docs/product.md §5 texts of the listing's buyer-facing facts. */
export const factMessages = {
  grade: 'Choose a grade from A to D.',
  gradeNote: `The grade note must be at most ${factLimits.gradeNote} characters.`,
  hours: `Hours of use must be a whole number from 0 to ${formatCount(factLimits.hours)}.`,
  accessories: `Included accessories must be at most ${factLimits.accessories} characters.`,
  warranty: 'Choose a warranty from the list.',
  calibrationDate: 'Enter the calibration date.',
  futureDate: 'The calibration date cannot be in the future.',
  dueDate: 'The due date must be after the calibration date.',
  date: 'Dates must be written YYYY-MM-DD.',
  laboratory: 'Enter the laboratory that calibrated it.',
  laboratoryMax: `The laboratory must be at most ${factLimits.laboratory} characters.`,
  accreditationMax: `The accreditation must be at most ${factLimits.accreditation} characters.`,
  model: `The model number must be at most ${factLimits.model} characters.`,
  serial: `The serial number must be at most ${factLimits.serial} characters.`,
  year: (now = new Date()): string => `Year of manufacture must be from ${factLimits.firstYear} to ${latestYear(now)}.`,
  shipping: 'Choose how the equipment ships.',
  shippingPrice: 'Enter the shipping price.',
  shippingPriceInvalid: 'The shipping price must be a number of at least 0.',
  leadTime: `Lead time must be a whole number of days from 0 to ${factLimits.leadTimeDays}.`,
  returns: 'Choose a returns policy from the list.',
  paymentTerms: 'Choose payment terms from the list.',
} as const;

/** docs/product.md §2.9: a calibration certificate is one PDF of at most 10 MB. */
export const certificateType = 'application/pdf';
export const certificateMaxBytes = 10 * 1024 * 1024;
export const certificateMessages = {
  type: 'Please choose a PDF file for the calibration certificate.',
  tooLarge: 'A calibration certificate may be at most 10 MB.',
  notCalibrated: 'Mark the listing as calibrated and save it before attaching a certificate.',
  none: 'This listing has no calibration certificate.',
} as const;

/** Why a picked file cannot be a certificate, or undefined when it can (by its announced type; the API sniffs the content). */
export function certificateProblem(file: { type: string; size: number }): string | undefined {
  if (file.type !== certificateType) return certificateMessages.type;
  return file.size > certificateMaxBytes ? certificateMessages.tooLarge : undefined;
}

/** docs/product.md §2.9: a serial number shows only its last 4 characters to anyone but its seller. */
export const maskSerial = (serial: string): string => (serial.length <= 4 ? serial : `${'•'.repeat(serial.length - 4)}${serial.slice(-4)}`);

export interface CalibrationFacts {
  calibrated: boolean;
  date?: string | null;
  dueDate?: string | null;
  laboratory?: string;
  accreditation?: string;
}

/** 'Calibrated 2026-03-02 by Keysight Service Center, ISO/IEC 17025, due 2027-03-02', or 'Not calibrated'. */
export function calibrationSummary(c: CalibrationFacts | null | undefined): string {
  if (!c?.calibrated) return 'Not calibrated';
  const parts = [`Calibrated${c.date ? ` ${c.date}` : ''}${c.laboratory ? ` by ${c.laboratory}` : ''}`];
  if (c.accreditation) parts.push(c.accreditation);
  if (c.dueDate) parts.push(`due ${c.dueDate}`);
  return parts.join(', ');
}
