import type { EnterpriseManager, DrawbackForm } from '../api/exportDrawbackApi';
import type { Manager } from '@/entities/kyc-enterprise';
import type { DrawbackProductType } from '@/entities/product';
import type { ChosenEnterprise } from '@/entities/session';
import { sanitisePhone, sanitiseUscc, trimInput } from '@/shared/lib/validation';
import type { DrawbackValues } from '../lib/rules';

/**
 * The application's values on arrival (000 §2 type=prefill): the stored application when
 * there is one; otherwise, from the product centre (prefill), the chosen enterprise's names
 * and credit code and its manager (the KYC manager's names and ID number, the enterprise
 * manager's e-mail and phone); otherwise nothing. The Chinese name is preferred: the
 * authorisation letter is made out to it. The product of the card clicked (manufacturing
 * or trading, 000 §2) is the type whatever was stored or chosen before.
 */
export function initialDrawbackValues({
  record,
  prefill,
  enterprise,
  kycManager,
  enterpriseManager,
  cardProduct = null,
}: {
  record: DrawbackForm | null;
  prefill: boolean;
  enterprise: ChosenEnterprise | null;
  kycManager: Manager | null;
  enterpriseManager: EnterpriseManager | null;
  /** The drawback product of the card the user came from (lib/rules drawbackTypeOf), if any. */
  cardProduct?: DrawbackProductType | null;
}): DrawbackValues {
  if (record) {
    return {
      companyName: record.companyName,
      companyIdentCode: record.companyIdentCode,
      productType: cardProduct ?? record.productType,
      managerLastName: record.managerLastName,
      mangerFirstName: record.mangerFirstName,
      managerEmail: record.managerEmail,
      managerPhone: record.managerPhone,
      managerIdentNo: record.managerIdentNo,
    };
  }
  if (!prefill) return cardProduct ? { productType: cardProduct } : {};
  return {
    companyName: trimInput(enterprise?.companyNameCn) || trimInput(enterprise?.companyName),
    companyIdentCode: sanitiseUscc(enterprise?.companyIdentCode),
    productType: cardProduct,
    managerLastName: trimInput(kycManager?.lastName),
    mangerFirstName: trimInput(kycManager?.firstName),
    managerEmail: trimInput(kycManager?.email) || trimInput(enterpriseManager?.email),
    managerPhone: sanitisePhone(trimInput(kycManager?.phone) || trimInput(enterpriseManager?.phone)),
    managerIdentNo: trimInput(kycManager?.identNo),
  };
}
