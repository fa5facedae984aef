import { brand } from '../../lib/mail-templates/layout.ts';

/** The words of alert notifications and mails (docs/product.md §2.14), once. */
export const alertTexts = {
  // a saved search's name is shown as the buyer wrote it (a proposed one holds quotes of its own: '"multimeter" · Used')
  newMatch: (search: string, others: number) =>
    others === 0 ? `New match: ${search}` : `New match: ${search} and ${others} other saved search${others === 1 ? '' : 'es'}`,
  priceDrop: (listing: string) => `Price drop: ${listing}`,
  nowWas: (now: string, was: string) => `Now ${now} (was ${was})`,
  mailSubject: (n: number) => `${brand.name}: ${n} new ${n === 1 ? 'match' : 'matches'} for your alerts`,
  mailIntro: 'New listings match your saved searches, or a price went down:',
  searchHeading: (name: string) => `Saved search: ${name}`,
  watchlistHeading: 'Price drops on your watchlist',
  andMore: (n: number) => `and ${n} more`,
  seeAll: 'See them all',
  unsubscribeSearch: 'Stop alerts for this search',
  unsubscribeWatchlist: 'Stop price-drop alerts for my watchlist',
  manage: 'Change or stop your alerts on your Saved searches page.',
} as const;
