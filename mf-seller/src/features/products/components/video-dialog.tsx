import { CloseButton, Portal } from '@xchange/ui';
import { Dialog } from '@xchange/ui/overlays';

/** Plays a slot's video (SPEC §2.6: a video slot click opens a player dialog). */
export function VideoDialog({ url, onClose }: { url: string | null; onClose: () => void }) {
  return (
    <Dialog.Root open={url !== null} onOpenChange={(d) => !d.open && onClose()} size="lg" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Video preview</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb={6}>
              {url && <video src={url} controls autoPlay style={{ width: '100%', maxHeight: '70vh' }} aria-label="Product video" />}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild position="absolute" top={2} right={2}>
              <CloseButton aria-label="Close" size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
