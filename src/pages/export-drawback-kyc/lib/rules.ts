import { isDrawbackProduct, type DrawbackProductType } from '@/entities/product';
import { DRAWBACK_STEPS } from '../config/steps';
import {
  checkIdNumber,
  checkRegistrationEmail,
  EMAIL_MAX_LENGTH,
  firstError,
  FIELD_MAX_LENGTH,
  required,
  type Rule,
  type ValidationKey,
} from '@/shared/lib/validation';

/** The fields of the export-drawback application the wizard edits (000 §3 drawbackFrom; `mangerFirstName` spelt as the wire does). */
export interface DrawbackValues {
  companyName?: string | null;
  companyIdentCode?: string | null;
  productType?: string | null;
  managerLastName?: string | null;
  mangerFirstName?: string | null;
  managerEmail?: string | null;
  managerPhone?: string | null;
  managerIdentNo?: string | null;
}

export type DrawbackField = keyof DrawbackValues;

/** The inputs' limits (000 §5 steps 1-2): the fields stop typing there, so no rule needs to say it. */
export const DRAWBACK_MAX_LENGTH = {
  companyName: FIELD_MAX_LENGTH.companyName,
  companyIdentCode: FIELD_MAX_LENGTH.uscc,
  managerLastName: FIELD_MAX_LENGTH.personName,
  mangerFirstName: FIELD_MAX_LENGTH.personName,
  managerEmail: EMAIL_MAX_LENGTH.registration,
  managerPhone: FIELD_MAX_LENGTH.phone,
  managerIdentNo: FIELD_MAX_LENGTH.idNumber,
} as const satisfies Partial<Record<DrawbackField, number>>;

/**
 * The rules of 000 §5 "Export drawback, step 1" and "step 2", each field's first failure:
 * every field required with its own message; the e-mail's format (empty and bad format are
 * separate messages); the ID number letters and digits only (the id-number format message).
 * The credit code and the phone are cleaned as they are typed (letters and digits, digits),
 * so no format rule is needed for them; the credit code, a mainland company's unified social
 * credit code, is exactly 18 of them (as company KYC step 1 asks of a mainland code).
 */
const DRAWBACK_RULES: Record<DrawbackField, Rule<string | null | undefined>> = {
  companyName: required('companyNameRequired'),
  companyIdentCode: firstError(required('creditCodeRequired'), (value) => (value && String(value).trim().length !== FIELD_MAX_LENGTH.uscc ? 'creditCodeLength' : null)),
  productType: required('productTypeRequired'),
  managerLastName: required('lastNameRequired'),
  mangerFirstName: required('firstNameRequired'),
  managerEmail: firstError(required('emailAddressRequired'), checkRegistrationEmail),
  managerPhone: required('phoneRequired'),
  managerIdentNo: firstError(required('idNumberRequired'), checkIdNumber),
};

/** The fields of each data step, in their order on the screen. */
export const STEP_FIELDS = {
  company: ['companyName', 'companyIdentCode', 'productType'],
  manager: ['managerLastName', 'mangerFirstName', 'managerEmail', 'managerPhone', 'managerIdentNo'],
} as const satisfies Record<string, readonly DrawbackField[]>;

/** A field's message key, or null when it passes. */
export const drawbackFieldError = (field: DrawbackField, values: DrawbackValues): ValidationKey | null => DRAWBACK_RULES[field](values[field] ?? null);

/** Whether every field of the step passes: step 2's Next is enabled only then (000 §5 step 2). */
export const stepComplete = (step: keyof typeof STEP_FIELDS, values: DrawbackValues): boolean =>
  STEP_FIELDS[step].every((field) => drawbackFieldError(field, values) === null);

/**
 * What the data steps still lack before Submit, by the steps' own rules (000 §5 steps 1-2):
 * each field that fails with its step's number, in the order of the screen. Step 1 may have
 * been skipped (000 §2), so its fields are judged here too; Submit waits for an empty list.
 */
export function missingFields(values: DrawbackValues): { step: number; field: DrawbackField }[] {
  return (Object.keys(STEP_FIELDS) as (keyof typeof STEP_FIELDS)[]).flatMap((kind) =>
    STEP_FIELDS[kind].filter((field) => drawbackFieldError(field, values) !== null).map((field) => ({ step: DRAWBACK_STEPS.indexOf(kind) + 1, field })),
  );
}

/**
 * The drawback type a product answers (000 §1, §2): the card clicked in the product centre
 * is the manufacturing (EXPORT_DRAWBACK_PROD) or the trading (EXPORT_DRAWBACK_TRADE)
 * product, which Verify hands over as the query productType; any other product (a menu
 * link's DEFAULT_PRODUCT, none) answers nothing and the user chooses.
 */
export const drawbackTypeOf = (productType: string | null | undefined): DrawbackProductType | null => (isDrawbackProduct(productType) ? productType : null);
