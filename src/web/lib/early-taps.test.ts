import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { replayTaps, whenQuiet } from './early-taps.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A page part with a Follow button and two Message seller buttons, as the server drew it. */
function draw(): HTMLElement {
  const part = document.createElement('main');
  part.innerHTML =
    '<button>Follow</button><section><button>Message seller</button></section>' +
    '<button>Message seller</button><button disabled>Sold out</button>';
  document.body.append(part);
  return part;
}
const buttons = (part: HTMLElement) => [...part.querySelectorAll('button')];

describe('replaying taps kept before the code ran', () => {
  it('taps each kept button once', () => {
    const part = draw();
    const clicks = vi.fn();
    part.addEventListener('click', (e) => clicks((e.target as HTMLElement).textContent));
    const [follow, message] = buttons(part);
    const taps = [follow!, message!];
    replayTaps(taps);
    replayTaps(taps);
    expect(clicks.mock.calls).toEqual([['Follow'], ['Message seller']]);
  });

  it('taps the button drawn again in place of a kept one when no other has its label, never a disabled one', () => {
    const old = draw();
    const [follow, , secondMessage, soldOut] = buttons(old);
    // The part is drawn again: the kept elements are no longer on the page.
    old.remove();
    const redrawn = draw();
    const clicks = vi.fn();
    redrawn.addEventListener('click', (e) => clicks(buttons(redrawn).indexOf(e.target as never)));
    replayTaps([follow!, secondMessage!, soldOut!]);
    // Follow is pressed; which Message seller was meant cannot be told, so neither is.
    expect(clicks.mock.calls).toEqual([[0]]);
  });

  it('drops a tap whose button is gone for good', () => {
    const old = draw();
    const [follow] = buttons(old);
    old.remove();
    const clicks = vi.fn();
    document.body.addEventListener('click', clicks);
    replayTaps([follow!]);
    expect(clicks).not.toHaveBeenCalled();
  });
});

describe('waiting for the page’s reads before repeating taps', () => {
  it('waits for a read under way, and no longer than the limit', async () => {
    const client = new QueryClient();
    let answer: (value: number) => void = () => {};
    void client.fetchQuery({
      queryKey: ['post'],
      queryFn: () => new Promise<number>((resolve) => (answer = resolve)),
    });
    let quiet = false;
    const waiting = whenQuiet(client, 5_000).then(() => (quiet = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(quiet).toBe(false);
    answer(1);
    await waiting;
    expect(quiet).toBe(true);

    void client.fetchQuery({ queryKey: ['never'], queryFn: () => new Promise<number>(() => {}) });
    const started = Date.now();
    await whenQuiet(client, 50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});
