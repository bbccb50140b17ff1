import { describe, expect, it } from 'vitest';
import { createOriginCheck } from './origins.ts';

describe('the shopper’s own origin', () => {
  const dev = createOriginCheck({ appUrl: 'http://localhost:3000', env: 'development' });
  const prod = createOriginCheck({ appUrl: 'https://oja.ng', env: 'production' });

  it('accepts the app URL and, in development, loopback aliases and LAN addresses', () => {
    expect(dev('http://localhost:3000')).toBe('http://localhost:3000');
    expect(dev('http://127.0.0.1:3000/shopper/checkout')).toBe('http://127.0.0.1:3000');
    expect(dev('http://[::1]:3000')).toBe('http://[::1]:3000');
    expect(dev('http://192.168.1.20:3000')).toBe('http://192.168.1.20:3000');
    expect(dev('http://10.0.0.5:5173')).toBe('http://10.0.0.5:5173');
    expect(prod('https://oja.ng')).toBe('https://oja.ng');
  });

  it('refuses anything else', () => {
    for (const other of [
      'https://evil.example',
      'http://172.32.0.1:3000',
      'http://8.8.8.8',
      'javascript:alert(1)',
      'not a url',
      '',
      undefined,
    ])
      expect(dev(other)).toBeNull();
    expect(prod('http://localhost:3000')).toBeNull();
    expect(prod('http://192.168.1.20')).toBeNull();
  });
});
