import * as v from 'valibot';
import { idField } from '../common/number';
import { alertFrequencies, notificationKinds, savedSearchLimits, savedSearchTexts } from '@xchange/contract/core';

const nameField = v.pipe(
  v.string(savedSearchTexts.nameRequired),
  v.transform((s) => s.replace(/\s+/g, ' ').trim()),
  v.nonEmpty(savedSearchTexts.nameRequired),
  v.maxLength(savedSearchLimits.nameMax, savedSearchTexts.nameMax),
);
const frequencyField = v.picklist(alertFrequencies, savedSearchTexts.frequencyInvalid);

/**
 * The shop view a saved search runs: its address-bar parameters ('q=oscilloscope&brand=Keysight'), as
 * `toShopParams` writes them. The server keeps only what `parseShopParams` reads, without page, sort and size.
 */
const queryField = v.pipe(
  v.string(savedSearchTexts.queryRequired),
  v.transform((s) => s.trim().replace(/^\?/, '')),
  v.nonEmpty(savedSearchTexts.queryRequired),
  v.maxLength(savedSearchLimits.queryMax, savedSearchTexts.queryMax),
);

/** The "Save this search" dialog and POST saved-searches. */
export const savedSearchFormSchema = v.object({
  name: nameField,
  query: queryField,
  alert: v.optional(v.boolean(), true),
  frequency: v.optional(frequencyField, 'daily'),
});
export type SavedSearchFormInput = v.InferInput<typeof savedSearchFormSchema>;
export type NewSavedSearch = v.InferOutput<typeof savedSearchFormSchema>;

/** PUT saved-searches/:id: rename, alert on or off, frequency; what is left out stays. */
export const savedSearchUpdateSchema = v.object({
  name: v.optional(nameField),
  alert: v.optional(v.boolean()),
  frequency: v.optional(frequencyField),
});
export type SavedSearchUpdate = v.InferOutput<typeof savedSearchUpdateSchema>;

export const savedSearchIdParamsSchema = v.object({ id: idField });

/** One saved search as its owner reads it. */
export const savedSearchSchema = v.object({
  id: v.number(),
  name: v.string(),
  /** Address-bar parameters of the shop view: '/xchangeShop?' + query runs it. */
  query: v.string(),
  /** A readable line of the words and filters ('"oscilloscope" · Keysight · Used'). */
  summary: v.string(),
  alert: v.boolean(),
  frequency: v.picklist(alertFrequencies),
  createdAt: v.string(),
  /** When the last alert mail for it was sent, if ever. */
  lastAlertAt: v.nullable(v.string()),
  /** Listings matched since that mail (or since it was saved). */
  newMatches: v.number(),
});
export type SavedSearch = v.InferOutput<typeof savedSearchSchema>;

/** GET saved-searches: the buyer's searches, newest first, and the watchlist price-drop alert. */
export const savedSearchListSchema = v.object({
  items: v.array(savedSearchSchema),
  watchlistAlerts: v.boolean(),
});
export type SavedSearchList = v.InferOutput<typeof savedSearchListSchema>;

/** PUT saved-searches/watchlist-alerts: price drops on the buyer's watchlist mailed or not. */
export const watchlistAlertsSchema = v.object({ watchlistAlerts: v.boolean('Say whether watchlist alerts are on.') });

/** POST alerts/unsubscribe: the signed token of an alert mail's link; works without signing in. */
export const unsubscribeSchema = v.object({
  token: v.pipe(v.string(savedSearchTexts.unsubscribeInvalid), v.nonEmpty(savedSearchTexts.unsubscribeInvalid), v.maxLength(1000)),
});
export const unsubscribeResponseSchema = v.object({
  message: v.string(),
  /** What was turned off: the saved search's name, or the watchlist's price drops. */
  subject: v.string(),
});

/** One entry of the header's bell. `link` is a path on this site. */
export const notificationSchema = v.object({
  id: v.number(),
  kind: v.picklist(notificationKinds),
  title: v.string(),
  body: v.string(),
  link: v.string(),
  createdAt: v.string(),
  read: v.boolean(),
});
export type AppNotification = v.InferOutput<typeof notificationSchema>;

/** GET notifications: the newest entries and how many are unread in all. */
export const notificationListSchema = v.object({ items: v.array(notificationSchema), unread: v.number() });
export type NotificationList = v.InferOutput<typeof notificationListSchema>;

/** POST notifications/read: these entries, or all when `ids` is left out. */
export const notificationReadSchema = v.object({ ids: v.optional(v.pipe(v.array(idField), v.maxLength(100))) });
export const notificationReadResponseSchema = v.object({ unread: v.number() });

/** The message stream's event for a new notification (GET message/stream). */
export const notificationStreamEventSchema = v.object({
  type: v.literal('notification'),
  notification: notificationSchema,
  unread: v.number(),
});
export type NotificationStreamEvent = v.InferOutput<typeof notificationStreamEventSchema>;
