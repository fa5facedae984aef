import { useEffect } from 'react';

export const siteName = 'The Xchange Marketplace';

/** Sets the document title ('<title> | The Xchange Marketplace') and the meta description of a page. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = `${title} | ${siteName}`;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
