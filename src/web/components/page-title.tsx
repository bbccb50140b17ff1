import { useEffect } from 'react';

/** Sets the browser tab title while a screen is shown; null leaves it to the screen shown. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
