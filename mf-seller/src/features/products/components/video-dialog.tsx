import { Modal } from '@xchange/ui/overlays';

/** Plays a slot's video (docs/product.md §2.6: a video slot click opens a player dialog). */
export function VideoDialog({ url, onClose }: { url: string | null; onClose: () => void }) {
  return (
    <Modal open={url !== null} onClose={onClose} title="Video preview" size="lg" closeButton>
      {url && <video src={url} controls autoPlay style={{ width: '100%', maxHeight: '70vh' }} aria-label="Product video" />}
    </Modal>
  );
}
