import { afterEach, describe, expect, it } from 'vitest';
import { browserSavesData, savingData } from './data-saver.ts';

const withConnection = (connection: object | undefined) =>
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });

afterEach(() => withConnection(undefined));

describe('data saver', () => {
  it('follows the browser on auto: its own data saver, or a 2G network', () => {
    expect(savingData('auto')).toBe(false);
    withConnection({ saveData: true, effectiveType: '4g' });
    expect(browserSavesData()).toBe(true);
    withConnection({ saveData: false, effectiveType: 'slow-2g' });
    expect(savingData('auto')).toBe(true);
    withConnection({ saveData: false, effectiveType: '3g' });
    expect(savingData('auto')).toBe(false);
  });

  it('is on or off whatever the browser says when the user chose', () => {
    withConnection({ saveData: true });
    expect(savingData('off')).toBe(false);
    withConnection({ saveData: false, effectiveType: '4g' });
    expect(savingData('on')).toBe(true);
  });
});
