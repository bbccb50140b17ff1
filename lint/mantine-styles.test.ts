import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mantineComponentsUsed, mantineStylesFor } from '../vite.mantine-styles.ts';

const core = path.resolve(import.meta.dirname, '../node_modules/@mantine/core');
/** The class names a component's CSS module gives its parts (Button → m_77c9d27d, …). */
const classesOf = (module: string) =>
  [...readFileSync(module, 'utf8').matchAll(/"[\w-]+":\s*"(m_[0-9a-f]+)"/g)].map((m) => m[1]!);

describe("the build's Mantine stylesheet", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'oja-mantine-styles-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(
    path.join(dir, 'screen.tsx'),
    "import { Button, Select, Checkbox, type ButtonProps } from '@mantine/core';\n" +
      "import type { TextInputProps } from '@mantine/core';\n" +
      "import { notifications } from '@mantine/notifications';\n",
  );
  const used = mantineComponentsUsed(dir);

  it('holds the components a screen imports and those they are built on', () => {
    for (const name of ['Button', 'UnstyledButton', 'Loader', 'Checkbox', 'InlineInput'])
      expect(used, name).toContain(name);
    // Select has no styles of its own: its list, field and dropdown are other components'.
    for (const name of ['Combobox', 'Input', 'Popover', 'ScrollArea']) expect(used).toContain(name);
    // Toasts come from @mantine/notifications, drawn with @mantine/core's Notification.
    expect(used).toContain('Notification');
  });

  it('leaves out what nothing imports, and type-only imports', () => {
    for (const name of ['Slider', 'AppShell', 'Table', 'Spoiler', 'TextInput'])
      expect(used).not.toContain(name);
  });

  it("carries every class of each component's parts, after the global styles and in Mantine's order", () => {
    const css = mantineStylesFor(used);
    const full = readFileSync(path.join(core, 'styles.css'), 'utf8');
    for (const name of used) {
      // Every class the full stylesheet styles (a few parts have no rules of their own).
      for (const cls of classesOf(findModule(name)).filter((c) => full.includes(`.${c}`)))
        expect(css, `${name} .${cls}`).toContain(`.${cls}`);
    }
    const at = (cls: string) => css.indexOf(`.${cls}`);
    expect(css.startsWith(readFileSync(path.join(core, 'styles/baseline.css'), 'utf8'))).toBe(true);
    // A button's own rules come after the unstyled button's they override.
    expect(at('m_77c9d27d')).toBeGreaterThan(at(classesOf(findModule('UnstyledButton'))[0]!));
    expect(css).not.toContain(`.${classesOf(findModule('Slider'))[0]}`);
  });
});

/** The CSS module of a component, wherever Mantine keeps it: `…/Button/Button.module.mjs`. */
function findModule(name: string): string {
  const file = readdirSync(path.join(core, 'esm'), { recursive: true, encoding: 'utf8' }).find(
    (f) => path.basename(f) === `${name}.module.mjs`,
  );
  if (!file) throw new Error(`No CSS module for ${name}`);
  return path.join(core, 'esm', file);
}
