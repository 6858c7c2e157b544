/** The part of @pactflow/swagger-mock-validator's API the contract step uses (the package ships no types). */
declare module '@pactflow/swagger-mock-validator' {
  interface ValidationResultItem {
    code: string;
    message: string;
    mockDetails?: { interactionDescription?: string | null; location?: string };
  }
  interface ValidatorResult {
    success: boolean;
    errors: ValidationResultItem[];
    warnings: ValidationResultItem[];
  }
  export const SwaggerMockValidatorFactory: {
    create(auth?: string): { validate(options: { specPathOrUrl: string; mockPathOrUrl: string }): Promise<ValidatorResult> };
  };
}
