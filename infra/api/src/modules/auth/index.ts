// What other modules may use from auth: the message stream re-checks that a session is still current.
export { tokenStillCurrent } from './accounts-repo.ts';
