import { describe, expect, it } from '@rstest/core';
import type { StoreFacts } from '@/entities/pre-approval';
import { applicationStateOf, nextStepOf, settlementOf, type EfinanceFacts, type NextStep } from './nextStep';

const amazon = (files = 0): StoreFacts => ({ platform: 'Amazon SC', fileList: Array.from({ length: files }, (_, n) => ({ fileName: `settlement_${n}.csv` })) });
const others = (): StoreFacts => ({ platform: 'Others', fileList: null });

const facts = (overrides: Partial<EfinanceFacts> = {}): EfinanceFacts => ({
  productStatus: 'NOT_APPROVED',
  eKycStatus: 'INIT',
  stores: [],
  detailsSaved: false,
  ...overrides,
});

/** The e-finance page's main action (000 §2 /AdvanceCredit, 001 §2.5, §2.6, §4), one row per rule. */
const TABLE: [name: string, facts: EfinanceFacts, step: NextStep][] = [
  ['no store, no application: connect stores', facts(), 'connectStores'],
  ['stores, no company details: apply', facts({ stores: [amazon()] }), 'apply'],
  ['only an Others store, no company details: apply', facts({ stores: [others()] }), 'apply'],
  ['company details saved, stores without files: continue', facts({ stores: [amazon()], detailsSaved: true }), 'continue'],
  ['company details saved, no store yet: continue (the application adds the accounts)', facts({ detailsSaved: true }), 'continue'],
  ['every Amazon store with files, e-KYC not done: the e-KYC', facts({ stores: [amazon(1), others()] }), 'eKyc'],
  ['every Amazon store with files, e-KYC returned: the e-KYC', facts({ stores: [amazon(2)], eKycStatus: 'BACK', detailsSaved: true }), 'eKyc'],
  ['every Amazon store with files, e-KYC submitted: wait for the review', facts({ stores: [amazon(1)], eKycStatus: 'SUBMIT' }), 'review'],
  ['every Amazon store with files, e-KYC approved, product not yet open: wait for the review', facts({ stores: [amazon(1)], eKycStatus: 'ENDURANCE' }), 'review'],
  ['e-KYC rejected: the account manager', facts({ stores: [amazon()], eKycStatus: 'REJECT' }), 'rejected'],
  ['product failed: the account manager', facts({ productStatus: 'FAILED' }), 'rejected'],
  ['product activated: use it, whatever the pre-approval', facts({ productStatus: 'ACTIVATED', eKycStatus: 'ENDURANCE' }), 'useProduct'],
  ['product under review: still the pre-approval', facts({ productStatus: 'UNDER_REVIEW', eKycStatus: 'SUBMIT' }), 'connectStores'],
];

describe('nextStepOf', () => {
  it.each(TABLE)('%s', (_name, given, step) => {
    expect(nextStepOf(given)).toBe(step);
  });
});

describe('settlementOf and applicationStateOf', () => {
  it('counts the Amazon stores and those with files; other platforms need none', () => {
    expect(settlementOf([amazon(2), amazon(), others()])).toEqual({ withFiles: 1, needing: 2 });
    expect(settlementOf([others()])).toEqual({ withFiles: 0, needing: 0 });
  });

  it('reads the application as not started, under way or with its data complete', () => {
    expect(applicationStateOf(facts())).toBe('notStarted');
    expect(applicationStateOf(facts({ stores: [amazon()] }))).toBe('notStarted');
    expect(applicationStateOf(facts({ detailsSaved: true }))).toBe('underWay');
    expect(applicationStateOf(facts({ stores: [amazon(1)] }))).toBe('complete');
  });
});
