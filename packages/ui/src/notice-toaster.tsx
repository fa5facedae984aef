import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { noticeDurationMs } from '@xchange/contract/core';

/** One toaster for the page: bottom right, hides after 4 s (docs/product.md §8/§9). */
export const noticeToaster = createToaster({ placement: 'bottom-end', duration: noticeDurationMs, pauseOnPageIdle: true });

/** The notices themselves; NoticeViewport mounts this once the first notice is asked for. */
export default function NoticeToasts() {
  return (
    <Portal>
      <Toaster toaster={noticeToaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-notice-type={toast.type}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Close notice" />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
