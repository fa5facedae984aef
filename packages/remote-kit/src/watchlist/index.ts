export { useToggleWatchlist } from './api/toggle-watchlist';
