import type { FormInstance } from 'antd';
import { recheckUploads } from '@/entities/media-file';
import type { CompanyValues } from '../model/types';
import { companyChangePatch } from './rules';

/**
 * Carries a change of the form into the fields it implies (companyChangePatch: same as
 * registered, long-term, company type) and judges again an upload area showing its
 * message. The page's Form calls it from onValuesChange; the OCR fill calls it too,
 * because setFieldsValue raises no onValuesChange.
 */
export function applyCompanyChange(form: FormInstance, changed: CompanyValues, location: string | null): void {
  const patch = companyChangePatch(changed, form.getFieldsValue(true) as CompanyValues, location);
  if (Object.keys(patch).length > 0) form.setFieldsValue(patch);
  recheckUploads(form, changed.files);
}
