import { createRemoteLifecycles } from '@xchange/remote-kit';
import { App } from './app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({ name: 'marketing', App });
