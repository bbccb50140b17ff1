import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulesFiredOn } from './lint-fixture.ts';

const FEATURES = 'src/web/features';
const NO_CROSS_FEATURE = 'import-x/no-restricted-paths';

/** Every web feature with one of its source files, to import from elsewhere. */
const features = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => {
    const file = readdirSync(path.join(FEATURES, entry.name), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .sort()[0]!;
    return { name: entry.name, file: `${FEATURES}/${entry.name}/${file}` };
  });

/** A module inside `feature` that imports `specifier`. */
const importing = (specifier: string) =>
  `import * as other from '${specifier}';\n\nexport const used = other;\n`;

describe('web features do not import each other', () => {
  it('knows the features', () => {
    expect(features.map((f) => f.name)).toEqual(expect.arrayContaining(['cart', 'catalogue']));
  });

  it('refuses a cart file importing the catalogue through the #web alias', async () => {
    const fired = await rulesFiredOn(
      `${FEATURES}/cart/components/fixture.tsx`,
      importing('#web/features/catalogue/components/product-card.tsx'),
    );
    expect(fired).toContain(NO_CROSS_FEATURE);
  });

  it('refuses a cart file importing the catalogue by a relative path', async () => {
    const fired = await rulesFiredOn(
      `${FEATURES}/cart/components/fixture.tsx`,
      importing('../../catalogue/api/products.ts'),
    );
    expect(fired).toContain(NO_CROSS_FEATURE);
  });

  it.each(features.map((f, i) => [f.name, features[(i + 1) % features.length]!] as const))(
    'guards %s from importing %s',
    async (name, other) => {
      const fired = await rulesFiredOn(
        `${FEATURES}/${name}/fixture.ts`,
        importing(`#web/${other.file.slice('src/web/'.length)}`),
      );
      expect(fired).toContain(NO_CROSS_FEATURE);
    },
  );

  it('lets a feature import its own files, lib and components', async () => {
    const fired = await rulesFiredOn(
      `${FEATURES}/cart/components/fixture.tsx`,
      [
        "import { useCart } from '../use-cart.ts';",
        "import { CartLines } from '#web/features/cart/components/cart-lines.tsx';",
        "import { Money } from '#web/components/money.tsx';",
        "import { api } from '#web/lib/api-client.ts';",
        '',
        'export const used = [useCart, CartLines, Money, api];',
        '',
      ].join('\n'),
    );
    expect(fired).not.toContain(NO_CROSS_FEATURE);
  });

  it('lets a screen compose several features', async () => {
    const fired = await rulesFiredOn(
      'src/web/routes/shopper/fixture.tsx',
      [
        "import { useCart } from '#web/features/cart/use-cart.ts';",
        "import { ProductCard } from '#web/features/catalogue/components/product-card.tsx';",
        '',
        'export const used = [useCart, ProductCard];',
        '',
      ].join('\n'),
    );
    expect(fired).not.toContain(NO_CROSS_FEATURE);
  });
});

describe('web layers import downwards only', () => {
  const LAYER = 'import-x/no-restricted-paths';

  it.each([
    ['a feature', `${FEATURES}/cart/components/fixture.tsx`, '#web/routes/shopper/checkout.tsx'],
    ['a feature', `${FEATURES}/orders/fixture.ts`, '../../routes/shopper/checkout.tsx'],
    ['a feature', `${FEATURES}/cart/components/fixture.tsx`, '#web/app/require-auth.tsx'],
    ['a shared component', 'src/web/components/fixture.tsx', '#web/features/cart/use-cart.ts'],
    ['a shared component', 'src/web/components/fixture.tsx', '#web/app/require-auth.tsx'],
    ['a lib file', 'src/web/lib/fixture.ts', '../features/orders/api/checkout.ts'],
    ['a lib file', 'src/web/lib/fixture.ts', '#web/app/navigation.ts'],
  ])('refuses %s (%s) importing %s', async (_layer, file, specifier) => {
    const fired = await rulesFiredOn(file, importing(specifier));
    expect(fired).toContain(LAYER);
  });

  it('lets components and lib import each other', async () => {
    const fired = await rulesFiredOn(
      'src/web/components/fixture.tsx',
      [
        "import { api } from '#web/lib/api-client.ts';",
        "import { Money } from './money.tsx';",
        '',
        'export const used = [api, Money];',
        '',
      ].join('\n'),
    );
    expect(fired).not.toContain(LAYER);
  });

  it('lets screens and the app import features, components and lib', async () => {
    for (const file of ['src/web/routes/shopper/fixture.tsx', 'src/web/app/fixture.tsx']) {
      const fired = await rulesFiredOn(
        file,
        [
          "import { useCart } from '#web/features/cart/use-cart.ts';",
          "import { Money } from '#web/components/money.tsx';",
          "import { api } from '#web/lib/api-client.ts';",
          "import { RequireAuth } from '#web/app/require-auth.tsx';",
          '',
          'export const used = [useCart, Money, api, RequireAuth];',
          '',
        ].join('\n'),
      );
      expect(fired).not.toContain(LAYER);
    }
  });
});

describe('React hooks rules in the web app', () => {
  it('refuses a hook called conditionally', async () => {
    const fired = await rulesFiredOn(
      `${FEATURES}/cart/components/fixture.tsx`,
      [
        "import { useState } from 'react';",
        '',
        'export function Counter({ on }: { on: boolean }) {',
        '  if (!on) return null;',
        '  const [count] = useState(0);',
        '  return <span>{count}</span>;',
        '}',
        '',
      ].join('\n'),
    );
    expect(fired).toContain('react-hooks/rules-of-hooks');
  });

  it('refuses reading the clock while rendering', async () => {
    const fired = await rulesFiredOn(
      'src/web/routes/shopper/fixture.tsx',
      [
        'export function Late({ until }: { until: number }) {',
        '  return <span>{Date.now() > until ? "late" : "on time"}</span>;',
        '}',
        '',
      ].join('\n'),
    );
    expect(fired).toContain('react-hooks/purity');
  });

  it('accepts hooks called unconditionally', async () => {
    const fired = await rulesFiredOn(
      `${FEATURES}/cart/components/fixture.tsx`,
      [
        "import { useState } from 'react';",
        '',
        'export function Counter({ on }: { on: boolean }) {',
        '  const [count] = useState(0);',
        '  if (!on) return null;',
        '  return <span>{count}</span>;',
        '}',
        '',
      ].join('\n'),
    );
    expect(fired.filter((rule) => rule.startsWith('react-hooks/'))).toEqual([]);
  });

  it('refuses an aria-label on a plain box, and accepts it with a role or a landmark', async () => {
    const fired = await rulesFiredOn(
      `${FEATURES}/cart/components/fixture.tsx`,
      [
        "import { Skeleton, Stack } from '@mantine/core';",
        '',
        'export function Loading() {',
        '  return (',
        '    <Stack aria-busy="true" aria-label="Loading the cart">',
        '      <Skeleton h={40} role="status" aria-label="Loading a line" />',
        '      <Stack component="section" aria-label="Lines" />',
        '    </Stack>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    expect(fired.filter((rule) => rule === 'no-restricted-syntax')).toHaveLength(1);
  });
});

describe('numbers and dates are written without Intl (decision 069)', () => {
  it('refuses Intl and toLocaleString in the web app and shared code', async () => {
    const intl = "export const f = new Intl.NumberFormat('en-NG').format(1);\n";
    const locale = "export const f = (n: number) => n.toLocaleString('en-NG');\n";
    const date = "export const f = (d: Date) => d.toLocaleDateString('en-NG');\n";
    expect(await rulesFiredOn('src/web/lib/fixture.ts', intl)).toContain('no-restricted-globals');
    expect(await rulesFiredOn('src/shared/fixture.ts', locale)).toContain(
      'no-restricted-properties',
    );
    expect(await rulesFiredOn('src/web/components/fixture.tsx', date)).toContain(
      'no-restricted-properties',
    );
  });

  it('lets tests compare with Intl', async () => {
    const intl = "export const f = new Intl.NumberFormat('en-NG').format(1);\n";
    expect(await rulesFiredOn('src/shared/fixture.test.ts', intl)).toEqual([]);
  });
});
