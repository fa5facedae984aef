import { addErrorHandler } from 'single-spa';
import { emit, eventNames } from '@xchange/contract/core';
import { showUnavailable } from '../../federation/unavailable-panel';
import { slotOf } from './register-remotes';

/** A remote that throws while loading or mounting shows the unavailable panel; the others keep working. */
export function installRemoteErrorHandler(): void {
  addErrorHandler((error) => {
    const name = error.appOrParcelName;
    console.error(`[shell] remote "${name}" failed:`, error);
    const slot = slotOf(name);
    if (slot) showUnavailable(slot);
    emit(eventNames.remoteLoadFailed, { remote: name });
  });
}
