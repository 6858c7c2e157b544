import { SwaggerMockValidatorFactory } from '@pactflow/swagger-mock-validator';
import { resolve } from 'node:path';

/** One finding of the validator, with the pact file and interaction it is about. */
export interface Finding {
  file: string;
  type: 'error' | 'warning';
  code: string;
  message: string;
  interaction?: string;
}

const OPENAPI_DOCUMENT = resolve(process.cwd(), 'openapi/openapi.yaml');

/**
 * Bi-directional check of pact files against the OpenAPI document with PactFlow's own
 * swagger-mock-validator, the check a PactFlow broker runs: every request and response
 * a pact pins must be one the document allows. Errors and warnings both count.
 */
export async function checkAgainstOpenApi(files: string[]): Promise<Finding[]> {
  const validator = SwaggerMockValidatorFactory.create();
  const findings: Finding[] = [];
  for (const file of files) {
    const result = await validator.validate({ specPathOrUrl: OPENAPI_DOCUMENT, mockPathOrUrl: file });
    for (const [type, list] of [
      ['error', result.errors],
      ['warning', result.warnings],
    ] as const) {
      for (const item of list) {
        findings.push({ file, type, code: item.code, message: item.message, interaction: item.mockDetails?.interactionDescription ?? undefined });
      }
    }
  }
  return findings;
}
