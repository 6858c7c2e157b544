import { describe, expect, it } from '@rstest/core';
import { CONTENT_SAMPLES } from '@tests/support/uploadSamples';
import { contentFits, isStorableName, storableNameOf, uploadedFile } from './uploadContent';

describe('the service’s content check: a file is what its name declares (the same files as the portal’s, tests/support/uploadSamples)', () => {
  it.each(CONTENT_SAMPLES.map((sample) => [sample.fits ? 'accepts' : 'refuses', sample.case, sample] as const))('%s %s', async (_verb, _case, sample) => {
    expect(contentFits(await uploadedFile(new File([sample.bytes()], sample.name)))).toBe(sample.fits);
  });
});

describe('the names of the documents a user downloads, signs and uploads again (000 §5 file name)', () => {
  it.each([
    [['Authorisation contract', 'AUTH-20001'], 'Authorisation_contract_AUTH_20001.pdf'],
    [['Service agreement', 'Mainland Onboarding Co., Ltd.'], 'Service_agreement_Mainland_Onboarding_Co_Ltd.pdf'],
    [['Authorisation letter', '壹号贸易有限公司'], 'Authorisation_letter_壹号贸易有限公司.pdf'],
  ])('%j is named %s, which the upload rule takes back', (words, name) => {
    expect(storableNameOf(words, 'pdf')).toBe(name);
    expect(isStorableName(name)).toBe(true);
  });

  it('a long company name is cut so the whole name stays within 190 characters', () => {
    const name = storableNameOf(['Authorisation letter', '长'.repeat(300)], 'pdf');
    expect(isStorableName(name)).toBe(true);
  });
});
