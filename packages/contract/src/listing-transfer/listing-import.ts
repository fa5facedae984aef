import * as v from 'valibot';
import { booleanField, idField } from '../common/number';
import { formatCount, secondaryFileSlots } from '@xchange/contract/core';
import { listingColumns } from '@xchange/contract/accounts';
import type { ListingColumnKey } from './columns';

/** The most rows one file may hold (the header row not counted). */
export const importMaxRows = 10_000;
/** The largest file accepted, in bytes. */
export const importMaxBytes = 10 * 1024 * 1024;
/** The most image URLs one row may name: a listing's main picture and its secondary slots. */
export const importMaxImagesPerRow = 1 + secondaryFileSlots;

/** `preview` checks every row and writes nothing; `import` writes every row that passes. */
export const importModes = ['preview', 'import'] as const;
export type ImportMode = (typeof importModes)[number];

export const importStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof importStatuses)[number];

/** What happened to one row of an import. */
export const importRowResults = ['created', 'updated', 'unchanged', 'failed'] as const;
export type ImportRowResult = (typeof importRowResults)[number];

export const importTexts = {
  fileRequired: 'Choose a CSV or Excel (.xlsx) file to import.',
  fileType: 'The file must be a CSV or an Excel workbook (.xlsx).',
  fileTooLarge: `The file is larger than ${importMaxBytes / 1024 / 1024} MB. Split it into smaller files.`,
  tooManyRows: `A file may hold at most ${formatCount(importMaxRows)} listings. Split it into smaller files.`,
  noRows: 'The file has a header row but no listings under it.',
  noHeader: 'The first row must name the columns, as in the template.',
  modeInvalid: 'mode must be preview or import.',
  mappingInvalid: 'The column mapping must name columns of the file.',
  missingColumn: (header: string) => `No column of the file is mapped to ${header}.`,
  duplicateSku: (firstRow: number) => `This SKU is already used on row ${firstRow} of this file.`,
  imageAddress: 'The image address must be a public http or https address.',
  imageFetch: 'The image could not be downloaded from this address.',
  imageTooLarge: 'The image at this address is larger than the upload limit.',
  imageType: 'The file at this address is not a JPEG, PNG or WebP image.',
  tooManyImages: `A listing holds at most ${importMaxImagesPerRow} pictures (the main one and ${secondaryFileSlots} more).`,
  notFound: 'There is no import with this number among yours.',
} as const;

/**
 * The file's headers matched to our columns: each column key names the file's header it is read from, or '' when the
 * file has no such column (it is then not matched by its header either).
 */
export type ImportMapping = Partial<Record<ListingColumnKey, string>>;

const columnKeys = listingColumns.map((c) => c.key) as [ListingColumnKey, ...ListingColumnKey[]];

/**
 * POST seller/imports multipart fields beside `file`. `mapping` is JSON text (`{"sku":"Part no"}`); columns it leaves
 * out are matched by header name, ignoring letter case, spaces and punctuation.
 */
export const importRequestSchema = v.object({
  mode: v.optional(v.picklist(importModes, importTexts.modeInvalid), 'preview'),
  /** Imported listings are shown in the shop (true) or kept as drafts. */
  publish: v.optional(booleanField, false),
  mapping: v.optional(
    v.pipe(
      v.string(importTexts.mappingInvalid),
      v.maxLength(4000, importTexts.mappingInvalid),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        try {
          const parsed: unknown = JSON.parse(dataset.value);
          if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error();
          const out: ImportMapping = {};
          for (const [key, header] of Object.entries(parsed)) {
            if (!columnKeys.includes(key as ListingColumnKey) || typeof header !== 'string') throw new Error();
            out[key as ListingColumnKey] = header;
          }
          return out;
        } catch {
          addIssue({ message: importTexts.mappingInvalid });
          return NEVER;
        }
      }),
    ),
  ),
});
export type ImportRequestInput = v.InferInput<typeof importRequestSchema>;
export type ImportRequest = v.InferOutput<typeof importRequestSchema>;

export const importCreatedSchema = v.object({ id: v.number() });

/** One refused cell or row: `row` as numbered in the file (the header is row 1), `column` the template's header. */
export const importRowErrorSchema = v.object({ row: v.number(), column: v.string(), message: v.string() });
export type ImportRowError = v.InferOutput<typeof importRowErrorSchema>;

/** GET seller/imports/:id answer: where the import stands and what it did so far. */
export const importJobSchema = v.object({
  id: v.number(),
  mode: v.picklist(importModes),
  publish: v.boolean(),
  fileName: v.string(),
  status: v.picklist(importStatuses),
  /** Listings (rows under the header) in the file. */
  total: v.number(),
  /** Rows checked (preview) or written (import) so far: the progress bar's position. */
  processed: v.number(),
  created: v.number(),
  updated: v.number(),
  unchanged: v.number(),
  failed: v.number(),
  /** Every row's errors, in row order (at most 1,000; `failed` counts them all). */
  errors: v.array(importRowErrorSchema),
  /** The file's headers, in its order, and which header each of our columns was read from. */
  headers: v.array(v.string()),
  mapping: v.record(v.string(), v.string()),
  /** Why the whole import stopped (status failed), in words for the seller. */
  failure: v.nullable(v.string()),
  createdAt: v.string(),
  finishedAt: v.nullable(v.string()),
});
export type ImportJob = v.InferOutput<typeof importJobSchema>;

export const importIdParamsSchema = v.object({ id: idField });
