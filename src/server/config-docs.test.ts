import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config.ts';

const README = path.resolve(import.meta.dirname, '../../README.md');

/** The first column of the README's configuration table: the variables it documents. */
function documentedVariables(): string[] {
  const text = readFileSync(README, 'utf8');
  const section = text.slice(text.indexOf('\n## Configuration\n'));
  const table = section.slice(0, section.indexOf('\n## ', 1));
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]!));
}

it("the README's configuration table lists every variable config.ts reads, and no other", () => {
  expect(documentedVariables().sort()).toEqual([...CONFIG_VARIABLES].sort());
});
