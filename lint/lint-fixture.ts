import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

/** Lints `code` as if it were the file at `filePath` (relative to the project) and returns the rule ids that fired. */
export async function rulesFiredOn(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}
