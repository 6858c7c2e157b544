import { describe, expect, it } from '@rstest/core';
import { TERMS_DOCUMENTS, termsDocumentId, termsDocumentUrl, termsDocumentsBase } from './termsDocuments';

describe('terms documents configuration (000 §2 "Terms page": addresses not shown)', () => {
  it('lists the six documents in the order of the specification', () => {
    expect(TERMS_DOCUMENTS.map((document) => document.id)).toEqual([
      'ecommercePayment',
      'accountServicesEn',
      'accountServicesZh',
      'platformAgreementEn',
      'platformAgreementZh',
      'scfSchedule',
    ]);
  });

  it.each([
    [true, './demo-files/'],
    [false, './terms/'],
  ])('serves from the demo files with the mock (%s) and from ./terms/ in production', (mock, base) => {
    expect(termsDocumentsBase(mock)).toBe(base);
  });

  it.each([
    ['scfSchedule', './demo-files/', './demo-files/terms-scf-schedule.pdf'],
    ['accountServicesZh', 'https://cdn.example.com/terms', 'https://cdn.example.com/terms/terms-account-services-zh.pdf'],
  ] as const)('builds the address of %s under %s', (id, base, url) => {
    expect(termsDocumentUrl(id, base)).toBe(url);
  });

  it.each([
    ['platformAgreementEn', 'platformAgreementEn'],
    [null, 'ecommercePayment'],
    ['unknown', 'ecommercePayment'],
    ['', 'ecommercePayment'],
  ])('reads the doc query %s as %s', (value, id) => {
    expect(termsDocumentId(value)).toBe(id);
  });
});
