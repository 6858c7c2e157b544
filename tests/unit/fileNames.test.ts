import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';

/**
 * The rule for the names of src's modules (README "Where things are"): a name says where a
 * thing is, so no two modules of one slice share a name, not even in another case or
 * segment (`lib/registry.ts` beside `model/registry.ts`, `navigationGuard.ts` beside
 * `NavigationGuard.tsx`); one style: camelCase `.ts`, PascalCase or camelCase `.tsx` (a
 * component, or a hook or helper that returns elements), kebab-case folders (the locale
 * folders `en-US`, `zh-CN` are locale codes, `@x` is FSD's cross-import folder). A module's
 * tests and test helpers share its name, and `index.ts` is every slice's public API.
 */
const TS_NAME = /^[a-z][A-Za-z0-9]*$/;
const TSX_NAME = /^[A-Za-z][A-Za-z0-9]*$/;
const FOLDER_NAME = /^([a-z0-9]+(-[a-z0-9]+)*|[a-z]{2}-[A-Z]{2}|@x)$/;
/** Test code beside a module (`x.test.ts`, `x.faults.test.tsx`, `x.testing.ts`), generated (`x.gen.ts`) and declarations (`x.d.ts`). */
const BESIDE_A_MODULE = /\.(test|testing)\./;

/** The unit a name must be unique in: a slice (pages, widgets, features, entities), an app segment, a shared module. */
function unitOf(file: string): string {
  const [, layer, first, second] = file.split('/');
  return layer === 'shared' ? `src/shared/${first}/${second}` : `src/${layer}/${first}`;
}

function fileNameProblems(files: readonly string[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const file of files) {
    const name = path.basename(file);
    if (!/\.tsx?$/.test(name)) continue;
    const folders = path.dirname(file).split('/').slice(1);
    for (const folder of folders) if (!FOLDER_NAME.test(folder)) problems.push(`${file}: folder "${folder}" is not kebab-case`);
    const stem = name.split('.')[0] ?? name;
    if (!(name.endsWith('.tsx') ? TSX_NAME : TS_NAME).test(stem)) problems.push(`${file}: not the name style of its kind`);
    if (BESIDE_A_MODULE.test(name) || name === 'index.ts') continue;
    const key = `${unitOf(file)}/${stem.toLowerCase()}`;
    const other = seen.get(key);
    if (other) problems.push(`${file}: same name as ${other} in ${unitOf(file)}`);
    else seen.set(key, file);
  }
  return [...new Set(problems)];
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = `${dir}/${entry.name}`;
    return entry.isDirectory() ? sourceFiles(full) : [full];
  });

describe('module names in src say where they are', () => {
  it('finds two modules of a slice with one name (in any case or segment), a style break and an odd folder', () => {
    expect(
      fileNameProblems([
        'src/pages/sub-app/lib/registry.ts',
        'src/pages/sub-app/model/registry.ts',
        'src/app/routes/navigationGuard.ts',
        'src/app/routes/NavigationGuard.tsx',
        'src/entities/menu/lib/MenuTree.ts',
        'src/features/idle_timeout/ui/IdleTimeout.tsx',
      ]),
    ).toEqual([
      'src/pages/sub-app/model/registry.ts: same name as src/pages/sub-app/lib/registry.ts in src/pages/sub-app',
      'src/app/routes/NavigationGuard.tsx: same name as src/app/routes/navigationGuard.ts in src/app/routes',
      'src/entities/menu/lib/MenuTree.ts: not the name style of its kind',
      'src/features/idle_timeout/ui/IdleTimeout.tsx: folder "idle_timeout" is not kebab-case',
    ]);
  });

  it('lets a module’s test, the slices’ index.ts and equal names in different slices or shared modules through', () => {
    expect(
      fileNameProblems([
        'src/pages/sub-app/lib/pathGuard.ts',
        'src/pages/sub-app/lib/pathGuard.test.ts',
        'src/pages/sub-app/index.ts',
        'src/pages/kyc-file/ui/steps/ManagerStep.tsx',
        'src/pages/company-kyc/ui/steps/ManagerStep.tsx',
        'src/shared/ui/upload/types.ts',
        'src/shared/ui/pdf-viewer/types.ts',
        'src/shared/i18n/locales/zh-CN/common.json',
        'src/widgets/account-menu/ui/ChangePasswordDialog.faults.test.tsx',
        'src/shared/lib/validation/label.ts',
        'src/shared/lib/validation/label.testing.ts',
        'src/entities/session/@x/menu.ts',
        'src/shared/api/schema.gen.ts',
      ]),
    ).toEqual([]);
  });

  it('holds for every module in src', () => {
    expect(fileNameProblems(sourceFiles('src').sort())).toEqual([]);
  });
});
