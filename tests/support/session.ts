import { enterpriseChosen, type ChosenEnterprise } from '@/entities/session';

/** Makes `enterpriseId` the session's chosen enterprise, with the given fields and empty others. */
export function chooseForTest(enterpriseId: string, fields: Partial<ChosenEnterprise> = {}): void {
  enterpriseChosen({
    enterpriseId,
    companyName: '',
    companyNameCn: null,
    companyIdentCode: null,
    status: null,
    productType: null,
    enterpriseRole: null,
    location: null,
    toPage: null,
    ...fields,
  });
}
