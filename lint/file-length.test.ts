import { describe, expect, it } from 'vitest';
import { rulesFiredOn } from './lint-fixture.ts';

const MAX_LINES = 'max-lines';

/** A module of `n` lines of code. */
const linesOfCode = (n: number) =>
  Array.from({ length: n }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';

describe('file length', () => {
  it('refuses a source file of 400 lines', async () => {
    expect(await rulesFiredOn('src/server/modules/orders/extra.ts', linesOfCode(400))).toContain(
      MAX_LINES,
    );
    expect(await rulesFiredOn('e2e/extra.e2e.ts', linesOfCode(400))).toContain(MAX_LINES);
  });

  it('allows one of 250 lines, and does not count blank lines and comments', async () => {
    expect(await rulesFiredOn('src/server/modules/orders/extra.ts', linesOfCode(250))).toEqual([]);
    const spaced = linesOfCode(250).replace(/\n/g, '\n\n// why this line is here\n');
    expect(await rulesFiredOn('bench/extra.ts', spaced)).toEqual([]);
  });

  it('leaves pure seed data alone', async () => {
    expect(await rulesFiredOn('src/server/seed/extra-data.ts', linesOfCode(400))).toEqual([]);
  });
});
