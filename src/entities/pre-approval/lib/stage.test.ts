import { describe, expect, it } from '@rstest/core';
import type { StoreFacts } from './platform';
import { decideStage, type Stage } from './stage';

const amazon = (id: number, files = 0): StoreFacts => ({ id, platform: 'Amazon SC', fileList: Array.from({ length: files }, (_, n) => ({ fileName: `s${n}.csv` })) });
const jdvc = (id: number, files = 0): StoreFacts => ({ id, platform: 'JD VC', fileList: Array.from({ length: files }, () => ({ fileName: 'x.csv' })) });
const others = (id: number): StoreFacts => ({ id, platform: 'Others', fileList: null });

/** 001 §4 "Pre-approval stage choice", one row per rule. */
const TABLE: [name: string, stores: StoreFacts[], stage: Stage][] = [
  ['no store: the intro', [], 1],
  ['only a vendor-platform store: connect data', [jdvc(1)], 3],
  ['only an Others store: connect data', [others(1)], 3],
  ['vendor and Others stores with files: still connect data (no global-marketplace store)', [jdvc(1, 2), others(2)], 3],
  ['one global-marketplace store without files: connect data', [amazon(1)], 3],
  ['a global-marketplace store with a file: done', [amazon(1, 1)], 'done'],
  ['every global-marketplace store with files, others without: done', [amazon(1, 1), amazon(2, 3), jdvc(3), others(4)], 'done'],
  ['one of two global-marketplace stores without files: connect data', [amazon(1, 1), amazon(2)], 3],
  ['an empty file list reads as none', [{ id: 1, platform: 'Amazon SC', fileList: [] }], 3],
  ['a missing file list reads as none', [{ id: 1, platform: 'Amazon SC' }], 3],
];

describe('decideStage (001 §4)', () => {
  it.each(TABLE)('%s', (_name, stores, stage) => {
    expect(decideStage(stores)).toBe(stage);
  });
});
