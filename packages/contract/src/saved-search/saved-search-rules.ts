/** docs/product.md §2.14: how often a saved search's alert mail may be sent. */
export const alertFrequencies = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

/** The frequency choices as the saved-search page and dialog label them. */
export const alertFrequencyLabels: Record<AlertFrequency, string> = {
  instant: 'As they appear',
  daily: 'Once a day',
  weekly: 'Once a week',
};

/** The shortest time between two alert mails of one frequency, in minutes ('instant' batches what one minute brings). */
export const alertWindowMinutes: Record<AlertFrequency, number> = { instant: 1, daily: 24 * 60, weekly: 7 * 24 * 60 };

export const savedSearchLimits = {
  nameMax: 80,
  /** The shop view as its address bar writes it, without page, sort and size. */
  queryMax: 2000,
  /** Saved searches one buyer may keep. */
  perBuyer: 50,
  /** Matches listed in one alert mail; the rest are counted with a link to the search. */
  matchesPerMail: 20,
} as const;

/** The messages of every saved-search and alert rule, once: schemas, server and pages answer with these. */
export const savedSearchTexts = {
  nameRequired: 'Name is required.',
  nameMax: `Name must be at most ${savedSearchLimits.nameMax} characters.`,
  queryRequired: 'Search for something or choose a filter before saving the search.',
  queryMax: 'This search is too long to save.',
  frequencyInvalid: 'Frequency must be one of: instant, daily, weekly.',
  tooMany: `You can keep up to ${savedSearchLimits.perBuyer} saved searches. Delete one to save another.`,
  duplicateName: 'You already have a saved search with this name.',
  notFound: 'This saved search was not found.',
  saved: 'Search saved. We will tell you when new listings match it.',
  savedWithoutAlert: 'Search saved.',
  deleted: 'Saved search deleted.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Sign in and turn the alert off on your Saved searches page.',
  unsubscribed: 'You will no longer get these alert mails.',
  watchlistAlerts: 'Price drops on my watchlist',
} as const;

/** What a notification is about: a buyer's alerts, a seller's new orders and reviews. */
export const notificationKinds = ['saved-search', 'price-drop', 'order', 'review'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** Notifications the header's bell lists at once (newest first); older ones are read on the hub pages. */
export const notificationListSize = 20;
