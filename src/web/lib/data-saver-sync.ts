import { DATA_SAVER_COOKIE } from '#shared/page-render.ts';
import { savingData } from './data-saver.ts';
import { useClientStore, type DataSaverChoice } from './store.ts';

/** Tells page requests whether to render for data saver ("1" or "0"), a year at a time. */
function rememberDataSaver(on: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${DATA_SAVER_COOKIE}=${on ? '1' : '0'}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** The user's choice, for this phone: kept, and told to page requests at once. */
export function chooseDataSaver(choice: DataSaverChoice): void {
  useClientStore.getState().setDataSaver(choice);
  rememberDataSaver(savingData(choice));
}

/** A picture stored before small copies existed has none: its thumbnail is shown instead. */
function showThumbnail(img: HTMLImageElement): void {
  if (!img.currentSrc.endsWith('-small.webp')) return;
  img.srcset = '';
  img.src = img.currentSrc.replace(/-small\.webp$/, '-thumb.webp');
}

/**
 * Keeps the cookie in step with the choice (the installed app starts this once the page is up),
 * and replaces missing small copies, those that failed already and those to come.
 */
export function syncDataSaver(): void {
  for (const img of document.images) if (img.complete && img.naturalWidth === 0) showThumbnail(img);
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) showThumbnail(event.target);
    },
    true,
  );
  rememberDataSaver(savingData(useClientStore.getState().dataSaver));
  useClientStore.subscribe((s, before) => {
    if (s.dataSaver !== before.dataSaver) rememberDataSaver(savingData(s.dataSaver));
  });
}
