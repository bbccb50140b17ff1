import { describe, expect, it } from 'vitest';
import { createContainer } from './container.ts';

type Deps = { base: number; a: { n: number }; b: { n: number } };

describe('the service container', () => {
  it('builds each service once, after the services it reads, whatever the listing order', () => {
    const calls: string[] = [];
    const built = createContainer<Deps>({ base: 1 }, [
      { name: 'first', services: { b: (d: Deps) => ({ n: d.a.n + 1, done: calls.push('b') }) } },
      { name: 'second', services: { a: (d: Deps) => ({ n: d.base + 1, done: calls.push('a') }) } },
    ]);
    expect(built.b.n).toBe(3);
    expect(built.a).toBe(built.a);
    expect(calls).toEqual(['a', 'b']); // a finished first: b read it
  });

  it('lets a builder ask for a service that is built later when it is called', () => {
    const built = createContainer<Deps & { later: () => number }>({ base: 1 }, [
      { name: 'x', services: { later: (d: Deps) => () => d.b.n } },
      { name: 'y', services: { a: () => ({ n: 5 }), b: (d: Deps) => ({ n: d.a.n * 2 }) } },
    ]);
    expect(built.later()).toBe(10);
  });

  it('names the chain when services need each other while being built', () => {
    expect(() =>
      createContainer({}, [
        { name: 'x', services: { a: (d: Deps) => ({ n: d.b.n }) } },
        { name: 'y', services: { b: (d: Deps) => ({ n: d.a.n }) } },
      ]),
    ).toThrow('Services need each other while being built (a → b → a)');
  });

  it('refuses two providers of one name', () => {
    expect(() =>
      createContainer({ base: 1 }, [{ name: 'x', services: { base: () => 2 } }]),
    ).toThrow('Both the platform and the x module provide "base"');
  });
});
