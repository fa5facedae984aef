import { useEffect, useRef, useState } from 'react';
import { secondaryFileSlots, successTexts } from '@xchange/contract/core';
import { productMediaProblem } from '@xchange/contract/accounts';
import type { MediaFile, Product } from '@xchange/contract';
import { useNotify } from '@xchange/remote-kit';
import { useUploadProductFile } from '../api/upload-product-files';
import type { SlotMedia } from '../components/media-slot';

/** Slot keys: 'primary' and 's0'..'s5'. */
export type SlotKey = 'primary' | `s${number}`;

const pad = (files: MediaFile[]): (SlotMedia | null)[] => Array.from({ length: secondaryFileSlots }, (_, i) => files[i] ?? null);
const kindOf = (file: File): SlotMedia['fileType'] => (file.type.startsWith('video/') ? 'video' : 'image');

/**
 * The primary and six secondary slots of the product form. A new listing keeps picked files until Save; an existing
 * one (`product`) sends each pick at once (docs/product.md §2.6) and shows its progress in the slot.
 */
export function useProductMedia(product?: Product) {
  const notify = useNotify();
  const uploadPrimary = useUploadProductFile('primary');
  const uploadSecondary = useUploadProductFile('secondary');
  const [primary, setPrimary] = useState<SlotMedia | null>(product?.primaryfile ?? null);
  const [secondary, setSecondary] = useState<(SlotMedia | null)[]>(pad(product?.productfiles ?? []));
  const [progress, setProgress] = useState<Partial<Record<SlotKey, number>>>({});
  const [errors, setErrors] = useState<Partial<Record<SlotKey, string>>>({});
  const blobs = useRef<string[]>([]);
  useEffect(() => () => blobs.current.forEach((u) => URL.revokeObjectURL(u)), []);

  const setSlot = (key: SlotKey, media: SlotMedia | null) => {
    if (key === 'primary') setPrimary(media);
    else setSecondary((list) => list.map((m, i) => (`s${i}` === key ? media : m)));
  };
  const preview = (file: File): SlotMedia => {
    const url = URL.createObjectURL(file);
    blobs.current.push(url);
    return { url, fileType: kindOf(file), local: file };
  };

  const pick = async (key: SlotKey, file: File) => {
    const problem = productMediaProblem(file);
    setErrors((e) => ({ ...e, [key]: problem }));
    if (problem) return;
    const before = key === 'primary' ? primary : (secondary[Number(key.slice(1))] ?? null);
    setSlot(key, preview(file));
    if (!product) return;
    setProgress((p) => ({ ...p, [key]: 0 }));
    const onProgress = (fraction: number) => setProgress((p) => ({ ...p, [key]: fraction }));
    try {
      const saved = await (key === 'primary' ? uploadPrimary : uploadSecondary).mutateAsync({ productid: product.id, file, onProgress });
      setSlot(key, saved);
      notify({ type: 'success', title: key === 'primary' ? successTexts.primaryPhotoUploaded : successTexts.secondaryPhotoUploaded });
    } catch {
      setSlot(key, before); // the API client has shown why
    } finally {
      setProgress((p) => ({ ...p, [key]: undefined }));
    }
  };

  const uploading = Object.values(progress).some((v) => v !== undefined);
  return {
    primary,
    secondary,
    progress,
    errors,
    uploading,
    pick,
    remove: (key: SlotKey) => setSlot(key, null),
    /** New listing: the files to send with savewithfiles. */
    newFiles: () => ({ pfile: primary?.local ?? null, sfile: secondary.flatMap((m) => (m?.local ? [m.local] : [])) }),
    /** Existing listing: the stored files to keep (only those with a real url). */
    keptFiles: () => ({
      primaryfile: primary && !primary.local ? toFile(primary) : null,
      productfiles: secondary.flatMap((m) => (m && !m.local ? [toFile(m)] : [])),
    }),
  };
}

const toFile = (m: SlotMedia): MediaFile => ({
  url: m.url,
  fileType: m.fileType,
  ...(m.id ? { id: m.id } : {}),
  ...(m.thumbUrl ? { thumbUrl: m.thumbUrl } : {}),
});
