import {
  charLength,
  checkBirthday,
  checkKycEmail,
  idNumberRule,
  isDigits,
  isEmpty,
  type ValidationKey,
} from '@/shared/lib/validation';
import { EXCLUDED_POSITIONS, IDENTITY_ID_TYPES, IDENTITY_MAX_LENGTH, MAX_BENEFICIARIES, MAX_SHAREHOLDERS, POSITION_NONE } from '../config/limits';
import type { FileStatus, OwnerEntry, OwnerKind, OwnerRole, PersonEntry, PersonKind } from '../model/types';

/*
 * The identity-information form's rules (001 §5 "Manager and identity form",
 * "Beneficiary or shareholder"; limits 001 §9), free of React and antd. The form derives
 * its antd rules from these (ui/antdRules.ts) and the wizard's missing-data list uses the
 * same functions (missingPersonFields, missingOwnerFields), so both always agree.
 */

/** Context of a check: "now" for the birthday cut-off; whether unknown files count as missing. */
export interface CheckContext {
  now: Date;
  /**
   * true in the form (an upload field that reported nothing holds no file); false for
   * entries read from the server, whose stored files were not looked up: the check of
   * the images is then left to the form.
   */
  filesKnown: boolean;
}

/** One field's rule: null when acceptable, else a `validation` message key (with `max` for the length message). */
export interface FieldCheck<E> {
  field: keyof E & string;
  /** The label's key under `field.` in the `identity` namespace. */
  label: FieldLabel;
  required: boolean;
  /** Length limit (also the input's maxLength). */
  max?: number;
  check(value: unknown, context: CheckContext): ValidationKey | null;
}

type FieldLabel =
  | 'position'
  | 'issuingPlace'
  | 'idType'
  | 'idNo'
  | 'lastName'
  | 'firstName'
  | 'email'
  | 'phoneAreaCode'
  | 'phone'
  | 'front'
  | 'back'
  | 'gender'
  | 'birthday'
  | 'companyName'
  | 'companyIdType'
  | 'companyCode'
  | 'companyFile'
  | 'directorName';

const asText = (value: unknown): string => (typeof value === 'string' ? value.trim() : value == null ? '' : String(value));

/** Required: blank text, null and an empty list are missing (inputs are trimmed, 001 §5). */
const requiredRule =
  (key: ValidationKey = 'required') =>
  (value: unknown): ValidationKey | null =>
    (Array.isArray(value) ? value.length === 0 : isEmpty(typeof value === 'string' ? value.trim() : value)) ? key : null;

const maxRule =
  (max: number) =>
  (value: unknown): ValidationKey | null =>
    charLength(asText(value)) > max ? 'maxLength' : null;

/** At least one stored file; an unknown list passes unless the context knows the files. */
const filesRule =
  (key: ValidationKey) =>
  (value: unknown, context: CheckContext): ValidationKey | null => {
    if (value === undefined && !context.filesKnown) return null;
    const items = (Array.isArray(value) ? value : []) as FileStatus[];
    return items.some((item) => item.status === 'done') ? null : key;
  };

type Step = (value: unknown, context: CheckContext) => ValidationKey | null;
const chain =
  (...steps: Step[]): Step =>
  (value, context) => {
    for (const step of steps) {
      const key = step(value, context);
      if (key !== null) return key;
    }
    return null;
  };

const documentTypeRule = (value: unknown): ValidationKey | null =>
  isEmpty(value) || (IDENTITY_ID_TYPES as readonly string[]).includes(String(value)) ? null : 'documentType';

/** Letters and digits only (shared idNumberRule); the length is checked before it. */
const idNoRule = (max: number): Step => {
  const format = idNumberRule(max);
  return (value) => format(asText(value));
};

const field = <E>(
  name: keyof E & string,
  label: FieldLabel,
  options: { required: boolean; max?: number; requiredKey?: ValidationKey; format?: Step },
): FieldCheck<E> => {
  const steps: Step[] = [];
  if (options.required) steps.push(requiredRule(options.requiredKey));
  if (options.max !== undefined) steps.push(maxRule(options.max));
  if (options.format) steps.push(options.format);
  return { field: name, label, required: options.required, max: options.max, check: chain(...steps) };
};

const files = <E>(name: keyof E & string, label: FieldLabel, key: ValidationKey): FieldCheck<E> => ({
  field: name,
  label,
  required: true,
  check: filesRule(key),
});

/**
 * A legal person's or director's fields (001 §5): position (at least one), issuing
 * place, document type (ID card, passport, other), ID number (max 20, letters and
 * digits), family and first name (max 50), e-mail (required, max 255, format), phone
 * area code (required), phone (digits, max 20), front and back ID images.
 */
export function personChecks(): FieldCheck<PersonEntry>[] {
  const max = IDENTITY_MAX_LENGTH;
  return [
    field('position', 'position', { required: true }),
    field('certificateIssuingPlaceCode', 'issuingPlace', { required: true }),
    field('identType', 'idType', { required: true, format: documentTypeRule }),
    field('identNo', 'idNo', { required: true, format: idNoRule(max.personIdNo), max: max.personIdNo }),
    field('lastName', 'lastName', { required: true, max: max.name }),
    field('firstName', 'firstName', { required: true, max: max.name }),
    field('email', 'email', { required: true, requiredKey: 'emailAddressRequired', max: max.email, format: (v) => checkKycEmail(asText(v)) }),
    field('phoneAreaCode', 'phoneAreaCode', { required: true, requiredKey: 'areaCodeRequired' }),
    field('phone', 'phone', { required: false, max: max.phone, format: (v) => (isEmpty(asText(v)) || isDigits(asText(v)) ? null : 'numberFormat') }),
    files('front', 'front', 'idFrontRequired'),
    files('back', 'back', 'idBackRequired'),
  ];
}

/** One further director name (001 §2.3): required once its row is added, max 50. */
export const directorNameCheck: FieldCheck<{ name: string }> = field('name', 'directorName', { required: true, max: IDENTITY_MAX_LENGTH.name });

/** Whether the birthday lies at least 10 days before `now` (001 §5, §9; shared checkBirthday). */
const birthdayRule: Step = (value, context) => checkBirthday(asText(value), context.now);

/**
 * A beneficiary's or shareholder's fields by role (001 §5). PERSONAL: issuing place,
 * document type, ID number (max 50), family name, first name, gender, birthday (at least
 * 10 days before today), front and back ID images. COMPANY: enterprise name (max 250),
 * company ID type, company code, issuing place, company file.
 */
export function ownerChecks(role: OwnerRole): FieldCheck<OwnerEntry>[] {
  const max = IDENTITY_MAX_LENGTH;
  if (role === 'COMPANY') {
    return [
      field('name', 'companyName', { required: true, max: max.companyName }),
      field('companyIdentType', 'companyIdType', { required: true }),
      field('companyIdentCode', 'companyCode', { required: true, max: max.companyCode }),
      field('certificateIssuingPlaceCode', 'issuingPlace', { required: true }),
      files('companyFile', 'companyFile', 'companyFileRequired'),
    ];
  }
  return [
    field('certificateIssuingPlaceCode', 'issuingPlace', { required: true }),
    field('identType', 'idType', { required: true, format: documentTypeRule }),
    field('identNo', 'idNo', { required: true, format: idNoRule(max.ownerIdNo), max: max.ownerIdNo }),
    field('lastName', 'lastName', { required: true, max: max.name }),
    field('firstName', 'firstName', { required: true, max: max.name }),
    field('gender', 'gender', { required: true }),
    field('birthday', 'birthday', { required: true, format: birthdayRule }),
    files('front', 'front', 'idFrontRequired'),
    files('back', 'back', 'idBackRequired'),
  ];
}

/** How many owner entries a list may hold (001 §9). */
export const maxOwners = (kind: OwnerKind): number => (kind === 'beneficiary' ? MAX_BENEFICIARIES : MAX_SHAREHOLDERS);

/** Whether the entry at `index` may be removed: never the first beneficiary (001 §9), never a read-only one (001 §2.3). */
export function canRemoveOwner(kind: OwnerKind, index: number, entry: Pick<OwnerEntry, 'managerPerson'> | undefined): boolean {
  if (entry?.managerPerson === 'Y') return false;
  return !(kind === 'beneficiary' && index === 0);
}

/** Whether another owner may be added to a list of `count` (001 §9). */
export const canAddOwner = (kind: OwnerKind, count: number): boolean => count < maxOwners(kind);

/** A field that fails its rule, for the missing-data list (001 §2.1 step 6). */
export interface MissingField {
  /** Entry position, from 0. */
  index: number;
  field: string;
  label: FieldLabel;
  /** The message key the form shows for it. */
  message: ValidationKey;
}

const defaultContext = (): CheckContext => ({ now: new Date(), filesKnown: false });

/** Every failing field of the legal person or director entries; an empty list is itself missing (index -1). */
export function missingPersonFields(
  values: { people?: PersonEntry[] | null },
  kind: PersonKind,
  context: CheckContext = defaultContext(),
): MissingField[] {
  const people = values.people ?? [];
  if (people.length === 0) return [{ index: -1, field: 'people', label: 'position', message: 'required' }];
  const checks = personChecks();
  const result: MissingField[] = [];
  people.forEach((entry, index) => {
    // The authorised person's own entry is read-only here and judged in its own step (001 §2.3).
    if (entry.managerPerson === 'Y') return;
    for (const c of checks) {
      const message = c.check(entry[c.field], context);
      if (message) result.push({ index, field: c.field, label: c.label, message });
    }
    if (kind === 'director') {
      (entry.directorNames ?? []).forEach((name, n) => {
        const message = directorNameCheck.check(name, context);
        if (message) result.push({ index, field: `directorNames.${n}`, label: 'directorName', message });
      });
    }
  });
  return result;
}

/** Every failing field of the owner entries by their role; an empty beneficiary list is itself missing (index -1). */
export function missingOwnerFields(
  values: { owners?: OwnerEntry[] | null },
  kind: OwnerKind,
  context: CheckContext = defaultContext(),
): MissingField[] {
  const owners = values.owners ?? [];
  if (owners.length === 0 && kind === 'beneficiary') return [{ index: -1, field: 'owners', label: 'companyName', message: 'required' }];
  const result: MissingField[] = [];
  owners.forEach((entry, index) => {
    if (entry.managerPerson === 'Y') return;
    for (const c of ownerChecks(entry.contactRoleType)) {
      const message = c.check(entry[c.field], context);
      if (message) result.push({ index, field: c.field, label: c.label, message });
    }
  });
  return result;
}

/*
 * The positions a person may hold (001 §2.2 step 2), one rule for the authorised person
 * (step 2) and the legal person or directors (step 3).
 */

/**
 * The positions offered, by the enterprise's wording (personKindOf its location): a
 * mainland enterprise (legal) is not offered DIRECTOR, any other (director) not the legal
 * person, which the specification calls LEGAL and the position dictionary may spell
 * LEGAL_REPRESENTATIVE (EXCLUDED_POSITIONS).
 */
export function offeredPositions<T extends { dictParam: string }>(items: readonly T[], kind: PersonKind): T[] {
  return items.filter((item) => !EXCLUDED_POSITIONS[kind].includes(item.dictParam));
}

/**
 * The selection after a change, NONE exclusive: picking NONE leaves only NONE; any other
 * change leaves NONE only when it is the one position held.
 */
export function exclusivePositions(
  next: readonly string[] | null | undefined,
  previous: readonly string[] | null | undefined,
  none: string = POSITION_NONE,
): string[] {
  const list = [...(next ?? [])];
  const before = previous ?? [];
  const added = list.filter((p) => !before.includes(p));
  if (added.includes(none)) return [none];
  if (list.includes(none) && list.length > 1) return list.filter((p) => p !== none);
  return list;
}
