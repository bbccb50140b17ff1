import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VerifiedTick } from './verified-tick.tsx';

describe('VerifiedTick', () => {
  it('shows a labelled tick for a verified name, and nothing otherwise', () => {
    const shown = renderToString(<VerifiedTick verified />);
    expect(shown).toContain('role="img"');
    expect(shown).toContain('aria-label="Verified"');
    expect(renderToString(<VerifiedTick verified={false} />)).toBe('');
    expect(renderToString(<VerifiedTick />)).toBe('');
  });
});
