import { createContext, use } from 'react';
import { imageSrcSet, smallUrl, thumbnailUrl } from '#shared/media.ts';
import type { DataSaverChoice } from './store.ts';

/** Whether screens save data now: smaller pictures, no autoplay, fewer items per page. */
export const DataSaver = createContext(false);
export const useDataSaver = (): boolean => use(DataSaver);

type Connection = { saveData?: boolean; effectiveType?: string };

/** The browser asks to save data: its data saver is on, or the connection is 2G or slower. */
export function browserSavesData(): boolean {
  if (typeof navigator === 'undefined') return false;
  const c = (navigator as Navigator & { connection?: Connection }).connection;
  return Boolean(c?.saveData) || c?.effectiveType === '2g' || c?.effectiveType === 'slow-2g';
}

export const savingData = (choice: DataSaverChoice): boolean =>
  choice === 'on' || (choice === 'auto' && browserSavesData());

/** The picture addresses for the screens: the 200 px copies while saving data. */
const FULL = { whole: (url: string) => url, thumb: thumbnailUrl, srcSet: imageSrcSet };
const SAVER = {
  whole: smallUrl,
  thumb: smallUrl,
  srcSet: (url: string) => `${smallUrl(url)} 200w`,
};
export function usePictures(): typeof FULL {
  return useDataSaver() ? SAVER : FULL;
}
