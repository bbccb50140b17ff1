import { describe, expect, it } from 'vitest';
import { dataSaverOf, signedInCookie } from './page-render.ts';

describe('what a page request says of the visitor', () => {
  it('renders for data saver as the cookie says, else as the browser asks', () => {
    expect(dataSaverOf('oja_signed_in=1; oja_data_saver=1', undefined)).toBe(true);
    // The user's "off" wins over the browser's data saver.
    expect(dataSaverOf('oja_data_saver=0', 'on')).toBe(false);
    expect(dataSaverOf(undefined, 'on')).toBe(true);
    expect(dataSaverOf('other=1', ' On ')).toBe(true);
    expect(dataSaverOf(undefined, undefined)).toBe(false);
    expect(dataSaverOf('xoja_data_saver=1', 'off')).toBe(false);
  });

  it('knows a browser holding a session from its cookie alone', () => {
    expect(signedInCookie('a=b; oja_signed_in=1')).toBe(true);
    expect(signedInCookie('oja_signed_in=')).toBe(false);
  });
});
