/** What a wizard frame's save, next and submit buttons call on the step shown (001 §2.1). */
export interface StepHandle {
  /**
   * advance=false: the step's save call (no validation of required fields);
   * advance=true: validate, then the step's next call.
   * Resolves true only when the server answered code 200.
   */
  save(advance: boolean): Promise<boolean>;
}
